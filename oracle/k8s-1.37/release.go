// Package release is the glue that differs per Kubernetes release; everything else is in oracle/common.
package release

import (
	"encoding/json"
	"errors"

	"k8s.io/apimachinery/pkg/runtime"
	apimetadata "k8s.io/dynamic-resource-allocation/api/metadata"
	"k8s.io/dynamic-resource-allocation/api/metadata/install"
	"k8s.io/dynamic-resource-allocation/api/metadata/v1alpha1"
	"k8s.io/dynamic-resource-allocation/api/metadata/v1beta1"
	"k8s.io/dynamic-resource-allocation/cel"
	"k8s.io/dynamic-resource-allocation/devicemetadata"
	"k8s.io/dynamic-resource-allocation/structured"

	"dra-conform.test/oracle/common/core"
	"dra-conform.test/oracle/common/metadata"
)

// Name is the release this module follows (its patch is in go.mod and oracle/releases.json).
const Name = "1.37"

// Core: structured.ErrFailedAllocationOnNode and EnableAllocators exist from 1.35, cel.EnhanceRuntimeError from 1.37.
var Core = core.Release{
	Name:                Name,
	FailedOnNode:        func(err error) bool { return errors.Is(err, structured.ErrFailedAllocationOnNode) },
	EnableAllocators:    structured.EnableAllocators,
	EnhanceRuntimeError: cel.EnhanceRuntimeError,
}

// Hello is what hello reports besides the protocol's own facts.
func Hello(command string) map[string]any {
	return map[string]any{"release": Name, "command": command}
}

// Metadata: DecodeMetadataFromStream (new in 1.36; 1.37 adds v1beta1 and the validation option).
var Metadata = metadata.Decoder{
	Scheme: install.NewScheme(),
	Into: map[string]func() runtime.Object{
		"internal": func() runtime.Object { return &apimetadata.DeviceMetadata{} },
		"v1alpha1": func() runtime.Object { return &v1alpha1.DeviceMetadata{} },
		"v1beta1":  func() runtime.Object { return &v1beta1.DeviceMetadata{} },
	},
	Newest: func() runtime.Object { return &v1beta1.DeviceMetadata{} },
	Decode: func(dec *json.Decoder, dest runtime.Object, validate bool) (error, error, bool) {
		var validation error
		var opts []devicemetadata.DecodeMetadataOption
		if validate {
			opts = append(opts, devicemetadata.DecodeMetadataWithValidationResult(&validation))
		}
		err := devicemetadata.DecodeMetadataFromStream(dec, dest, opts...)
		return validation, err, true
	},
}
