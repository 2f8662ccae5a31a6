// Package apiserver answers the `validate` op: an object decoded, defaulted, prepared and validated the way the
// kube-apiserver's create path does it, with upstream's own code of one release (k8s.io/kubernetes at that
// release, compiled into oracle/k8s-1.3x/cmd/dra-oracle-apiserver):
//
//   - the strict universal decoder of legacyscheme.Scheme with the resource group installed (defaults applied,
//     converted to the internal types; unknown and duplicate fields are the strict decoder's non-fatal errors);
//   - what the generic registry's Store.Create does before BeforeCreate (system metadata, a generated name) and
//     the create handler's namespace rule;
//   - rest.BeforeCreate with the kind's registry strategy (pkg/registry/resource/<kind>/strategy.go):
//     PrepareForCreate (gate-dependent drops, status reset), Validate, ObjectMeta validation and, where the
//     release has it, declarative validation.
//
// The answer is the StatusError's causes (what kubectl prints: type, field, ErrorBody) and the prepared object
// re-encoded in the request's version. This package uses only API that every release from 1.34 has; what
// differs per release (the strategies and their constructors) comes in through Release.
package apiserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/validation/field"
	genericapirequest "k8s.io/apiserver/pkg/endpoints/request"
	"k8s.io/apiserver/pkg/registry/rest"
	utilfeature "k8s.io/apiserver/pkg/util/feature"
	corev1client "k8s.io/client-go/kubernetes/typed/core/v1"
	"k8s.io/component-base/featuregate"

	"dra-conform.test/oracle/common/protocol"
)

// Kind is one resource kind's create path.
type Kind struct {
	Strategy rest.RESTCreateStrategy
	Resource string // the plural, for the RequestInfo declarative validation reads
}

// Release is the per-release glue (oracle/k8s-1.3x/cmd/dra-oracle-apiserver/main.go).
type Release struct {
	Name   string
	Scheme *runtime.Scheme // legacyscheme.Scheme with k8s.io/kubernetes/pkg/apis/resource/install imported
	// Kinds builds the strategies; the claim and template strategies read namespaces (AuthorizedForAdmin).
	Kinds func(namespaces corev1client.NamespaceInterface) map[string]Kind
}

// Fixed system metadata, so that equal requests give equal answers.
const (
	fixedUID       = types.UID("00000000-0000-0000-0000-0000000000a1")
	generatedChars = "bcdfg" // stands for the five random characters of names.SimpleNameGenerator
)

var fixedTime = metav1.NewTime(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))

type oracle struct {
	release    Release
	kinds      map[string]Kind
	codecs     serializer.CodecFactory
	namespaces *namespaces
	gates      featuregate.MutableFeatureGate
	specs      map[featuregate.Feature]featuregate.FeatureSpec
	defaults   map[string]bool
	overridden map[string]bool // the overrides in force
}

// Register adds `validate` and the gate setter to s. Call it before any request (it records the gates'
// defaults).
func Register(s *protocol.Server, r Release) {
	o := &oracle{
		release:    r,
		codecs:     serializer.NewCodecFactory(r.Scheme, serializer.EnableStrict),
		namespaces: &namespaces{},
		gates:      utilfeature.DefaultMutableFeatureGate,
		defaults:   map[string]bool{},
		overridden: map[string]bool{},
	}
	o.kinds = r.Kinds(o.namespaces)
	o.specs = o.gates.GetAll()
	for name := range o.specs {
		o.defaults[string(name)] = o.gates.Enabled(name)
	}
	s.Handle("validate", o.validate)
	s.Gates(o.setGates)
	kinds := make([]string, 0, len(o.kinds))
	for k := range o.kinds {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	s.Hello["kinds"] = kinds
	dra := map[string]bool{}
	for name, on := range o.defaults {
		if strings.HasPrefix(name, "DRA") || strings.HasPrefix(name, "DeclarativeValidation") {
			dra[name] = on
		}
	}
	s.Hello["gateDefaults"] = dra
}

// setGates applies the release's defaults overridden by the request. A gate this release does not know (or
// that is PreAlpha here), or one set against its lock, is `unsupported`: the apiserver would not start with it.
// Those are refused before SetFromMap, which keeps every name it was given even when it fails.
func (o *oracle) setGates(overrides map[string]bool) error {
	names := make([]string, 0, len(overrides))
	for name := range overrides {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		spec, ok := o.specs[featuregate.Feature(name)]
		if !ok {
			return protocol.Errorf(protocol.KindUnsupported, "unrecognized feature gate: %s", name)
		}
		if spec.LockToDefault && spec.Default != overrides[name] {
			return protocol.Errorf(protocol.KindUnsupported, "cannot set feature gate %v to %v, feature is locked to %v", name, overrides[name], spec.Default)
		}
	}
	set := map[string]bool{}
	for name := range o.overridden {
		set[name] = o.defaults[name]
	}
	for name, on := range overrides {
		set[name] = on
	}
	if err := o.gates.SetFromMap(set); err != nil {
		restore := map[string]bool{}
		for name := range set {
			restore[name] = o.defaults[name]
		}
		for name, on := range o.overridden {
			restore[name] = on
		}
		if again := o.gates.SetFromMap(restore); again != nil {
			panic(fmt.Sprintf("feature gates cannot be restored after %v: %v", err, again))
		}
		return protocol.Errorf(protocol.KindUnsupported, "%v", err) // e.g. a gate enabled without the gates it depends on
	}
	o.overridden = map[string]bool{}
	for name, on := range overrides {
		o.overridden[name] = on
	}
	return nil
}

type validateRequest struct {
	protocol.Envelope
	Object          json.RawMessage   `json:"object"`
	Operation       string            `json:"operation"`       // "create" (the default)
	Namespace       *string           `json:"namespace"`       // the request's namespace: default the object's, else "default"
	NamespaceLabels map[string]string `json:"namespaceLabels"` // the labels of every namespace (AuthorizedForAdmin)
}

// Cause is one field error, as the StatusError carries it and kubectl prints it.
type Cause struct {
	Type     string `json:"type"`     // field.ErrorType.String(): "Invalid value", "Required value", ...
	TypeCode string `json:"typeCode"` // the CauseType: "FieldValueInvalid", ...
	Field    string `json:"field"`
	Message  string `json:"message"` // field.Error.ErrorBody(): "Invalid value: \"x\": must be ..."
}

type validateResult struct {
	Verdict      string           `json:"verdict"` // valid, invalid (field errors), refused (another status), undecodable
	DecodeError  *string          `json:"decodeError"`
	StrictErrors []string         `json:"strictErrors"`
	GVK          *gvk             `json:"gvk,omitempty"`
	Errors       []Cause          `json:"errors"`
	Status       *status          `json:"status,omitempty"`
	Prepared     *json.RawMessage `json:"prepared,omitempty"` // the object after BeforeCreate, in the request's version
}

type gvk struct {
	Group   string `json:"group"`
	Version string `json:"version"`
	Kind    string `json:"kind"`
}

type status struct {
	Reason  string `json:"reason"`
	Message string `json:"message"`
}

func (o *oracle) validate(ctx context.Context, req *protocol.Request) (any, error) {
	var r validateRequest
	if err := req.Decode(&r); err != nil {
		return nil, err
	}
	if r.Operation != "" && r.Operation != "create" {
		return nil, protocol.Errorf(protocol.KindUnsupported, "validate: operation %q (only create)", r.Operation)
	}
	if len(r.Object) == 0 {
		return nil, protocol.Errorf(protocol.KindBadRequest, "validate: no object")
	}
	out := validateResult{StrictErrors: []string{}, Errors: []Cause{}}
	obj, kind, err := o.codecs.UniversalDecoder().Decode(r.Object, nil, nil)
	if err != nil {
		strict, ok := runtime.AsStrictDecodingError(err)
		if obj == nil || !ok {
			text := err.Error()
			out.Verdict, out.DecodeError = "undecodable", &text
			return out, nil
		}
		for _, e := range strict.Errors() {
			out.StrictErrors = append(out.StrictErrors, e.Error())
		}
	}
	out.GVK = &gvk{Group: kind.Group, Version: kind.Version, Kind: kind.Kind}
	k, ok := o.kinds[kind.Kind]
	if !ok {
		return nil, protocol.Errorf(protocol.KindUnsupported, "validate: no strategy for kind %s in %s", kind.Kind, o.release.Name)
	}
	objectMeta, err := meta.Accessor(obj)
	if err != nil {
		return nil, protocol.Errorf(protocol.KindBadRequest, "validate: %v", err)
	}
	namespace := ""
	if k.Strategy.NamespaceScoped() {
		namespace = objectMeta.GetNamespace()
		if r.Namespace != nil {
			namespace = *r.Namespace
		} else if namespace == "" {
			namespace = metav1.NamespaceDefault
		}
	}
	o.namespaces.labels = r.NamespaceLabels

	// Store.Create (k8s.io/apiserver/pkg/registry/generic/registry/store.go) before BeforeCreate
	rest.FillObjectMetaSystemFields(objectMeta)
	objectMeta.SetUID(fixedUID)
	objectMeta.SetCreationTimestamp(fixedTime)
	if base := objectMeta.GetGenerateName(); base != "" && objectMeta.GetName() == "" {
		name := k.Strategy.GenerateName(base)
		objectMeta.SetName(name[:len(name)-len(generatedChars)] + generatedChars)
	}

	ctx = genericapirequest.WithNamespace(ctx, namespace)
	ctx = genericapirequest.WithRequestInfo(ctx, &genericapirequest.RequestInfo{
		IsResourceRequest: true,
		Path:              "/apis/" + kind.Group + "/" + kind.Version + "/" + k.Resource,
		Verb:              "create",
		APIPrefix:         "apis",
		APIGroup:          kind.Group,
		APIVersion:        kind.Version,
		Namespace:         namespace,
		Resource:          k.Resource,
		Name:              objectMeta.GetName(),
		Parts:             []string{k.Resource},
	})
	err = rest.BeforeCreate(k.Strategy, ctx, obj)
	var statusErr *apierrors.StatusError
	switch {
	case err == nil:
		out.Verdict = "valid"
	case errors.As(err, &statusErr) && statusErr.ErrStatus.Reason == metav1.StatusReasonInvalid:
		out.Verdict = "invalid"
		if d := statusErr.ErrStatus.Details; d != nil {
			for _, c := range d.Causes {
				out.Errors = append(out.Errors, Cause{
					Type:     field.ErrorType(c.Type).String(),
					TypeCode: string(c.Type),
					Field:    c.Field,
					Message:  c.Message,
				})
			}
		}
	default:
		out.Verdict = "refused"
		out.Status = &status{Message: err.Error()}
		if errors.As(err, &statusErr) {
			out.Status.Reason = string(statusErr.ErrStatus.Reason)
		}
	}
	prepared, err := runtime.Encode(o.codecs.LegacyCodec(schema.GroupVersion{Group: kind.Group, Version: kind.Version}), obj)
	if err != nil {
		return nil, protocol.Errorf(protocol.KindPanic, "validate: re-encoding the prepared object: %v", err)
	}
	raw := json.RawMessage(strings.TrimSpace(string(prepared)))
	out.Prepared = &raw
	return out, nil
}

// namespaces is the claim strategies' namespace client: every namespace exists with the request's labels
// (AuthorizedForAdmin reads the admin-access label; nothing else is called).
type namespaces struct {
	corev1client.NamespaceInterface
	labels map[string]string
}

func (n *namespaces) Get(_ context.Context, name string, _ metav1.GetOptions) (*corev1.Namespace, error) {
	return &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: name, Labels: n.labels}}, nil
}
