package core

import (
	"context"
	"errors"
	"fmt"
	"path"
	"reflect"

	v1 "k8s.io/api/core/v1"
	resourceapi "k8s.io/api/resource/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/resource"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/sets"
	dracel "k8s.io/dynamic-resource-allocation/cel"
	"k8s.io/dynamic-resource-allocation/structured"

	"dra-conform.test/oracle/common/protocol"
)

type allocatorFeatures = structured.Features

// allocateRequest has the shape of tests/upstream/allocator/TestAllocator.yaml's cases (upstream's
// RunTestAllocator inputs), with upstream's feature names.
type allocateRequest struct {
	protocol.Envelope
	Features          map[string]bool              `json:"features"` // structured.Features fields by name
	Node              *v1.Node                     `json:"node"`
	Classes           []*resourceapi.DeviceClass   `json:"classes"`
	Slices            []*resourceapi.ResourceSlice `json:"slices"`
	Claims            []*resourceapi.ResourceClaim `json:"claims"`
	AllocatedDevices  [][3]string                  `json:"allocatedDevices"` // driver, pool, device
	AllocatedShared   [][4]string                  `json:"allocatedShared"`  // driver, pool, device, shareID
	AllocatedCapacity []allocatedCapacity          `json:"allocatedCapacity"`
	Implementation    string                       `json:"implementation"` // "stable", "incubating", "experimental"; "": upstream's choice
}

type allocatedCapacity struct {
	Device   [3]string                                       `json:"device"`
	Capacity map[resourceapi.QualifiedName]resource.Quantity `json:"capacity"`
}

type allocateResult struct {
	Results        []resourceapi.AllocationResult `json:"results"`
	Error          *string                        `json:"error"`
	FailedOnNode   *bool                          `json:"failedOnNode"` // null before 1.35 (no sentinel)
	Steps          *int64                         `json:"steps"`        // NumAllocateOneInvocations, when the implementation counts
	Implementation string                         `json:"implementation"`
}

// classLister is the scheduler's view of DeviceClasses: a missing one is the lister's NotFound.
type classLister []*resourceapi.DeviceClass

func (l classLister) List() ([]*resourceapi.DeviceClass, error) { return l, nil }

func (l classLister) Get(name string) (*resourceapi.DeviceClass, error) {
	for _, c := range l {
		if c.Name == name {
			return c, nil
		}
	}
	return nil, apierrors.NewNotFound(resourceapi.Resource("deviceclass"), name)
}

func (r Release) allocate(ctx context.Context, req *protocol.Request) (any, error) {
	var in allocateRequest
	if err := req.Decode(&in); err != nil {
		return nil, err
	}
	var features allocatorFeatures
	if err := setBools(&features, in.Features); err != nil {
		return nil, err
	}
	if in.Implementation != "" {
		if r.EnableAllocators == nil {
			return nil, protocol.Errorf(protocol.KindUnsupported, "this release cannot choose the allocator implementation")
		}
		r.EnableAllocators(in.Implementation)
		defer r.EnableAllocators()
	}
	state := structured.AllocatedState{
		AllocatedDevices:         sets.New[structured.DeviceID](),
		AllocatedSharedDeviceIDs: sets.New[structured.SharedDeviceID](),
		AggregatedCapacity:       structured.NewConsumedCapacityCollection(),
	}
	for _, d := range in.AllocatedDevices {
		state.AllocatedDevices.Insert(structured.MakeDeviceID(d[0], d[1], d[2]))
	}
	for _, d := range in.AllocatedShared {
		uid := types.UID(d[3])
		state.AllocatedSharedDeviceIDs.Insert(structured.MakeSharedDeviceID(structured.MakeDeviceID(d[0], d[1], d[2]), &uid))
	}
	for _, c := range in.AllocatedCapacity {
		state.AggregatedCapacity.Insert(structured.NewDeviceConsumedCapacity(structured.MakeDeviceID(c.Device[0], c.Device[1], c.Device[2]), c.Capacity))
	}
	var celFeat celFeatures
	// As upstream's RunTestAllocator and the scheduler do: the CEL features follow the allocator's.
	_ = setBools(&celFeat, map[string]bool{"EnableConsumableCapacity": features.ConsumableCapacity})
	if f := reflect.ValueOf(features).FieldByName("ListTypeAttributes"); f.IsValid() {
		must(setBools(&celFeat, map[string]bool{"EnableListTypeAttributes": f.Bool()}))
	}
	node := in.Node
	if node == nil {
		node = &v1.Node{}
		node.Name = "node-1"
		node.Labels = map[string]string{"region": "region-1"}
	}
	alloc, err := structured.NewAllocator(ctx, features, state, classLister(in.Classes), in.Slices, dracel.NewCache(1, celFeat))
	if err != nil {
		msg := err.Error()
		return allocateResult{Error: &msg}, nil
	}
	out := allocateResult{Implementation: path.Base(reflect.TypeOf(alloc).Elem().PkgPath())}
	results, err := alloc.Allocate(ctx, node, in.Claims)
	out.Steps = steps(alloc)
	if err != nil {
		if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
			return nil, protocol.Errorf(protocol.KindTimeout, "allocate: %v", err)
		}
		msg := err.Error()
		out.Error = &msg
		if r.FailedOnNode != nil {
			b := r.FailedOnNode(err)
			out.FailedOnNode = &b
		}
		return out, nil
	}
	// ShareIDs are random UUIDs (uuid.NewUUID): number them in order, as upstream's test fixes them.
	n := 0
	for i := range results {
		for j := range results[i].Devices.Results {
			if results[i].Devices.Results[j].ShareID != nil {
				n++
				id := types.UID(fmt.Sprintf("share-%d", n))
				results[i].Devices.Results[j].ShareID = &id
			}
		}
	}
	out.Results = results // null: the claims cannot be allocated on this node
	return out, nil
}

// steps reads GetStats().NumAllocateOneInvocations (an internal interface, reached by reflection).
func steps(alloc any) *int64 {
	m := reflect.ValueOf(alloc).MethodByName("GetStats")
	if !m.IsValid() {
		return nil
	}
	v := m.Call(nil)[0]
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return nil
		}
		v = v.Elem()
	}
	f := v.FieldByName("NumAllocateOneInvocations")
	if !f.IsValid() {
		return nil
	}
	n := f.Int()
	return &n
}
