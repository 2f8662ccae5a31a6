// Package release is the glue that differs per Kubernetes release; everything else is in oracle/common.
package release

import (
	"errors"

	"k8s.io/dynamic-resource-allocation/structured"

	"dra-conform.test/oracle/common/core"
)

// Name is the release this module follows (its patch is in go.mod and oracle/releases.json).
const Name = "1.35"

// Core: structured.ErrFailedAllocationOnNode and EnableAllocators exist from 1.35.
var Core = core.Release{
	Name:             Name,
	FailedOnNode:     func(err error) bool { return errors.Is(err, structured.ErrFailedAllocationOnNode) },
	EnableAllocators: structured.EnableAllocators,
}

// Hello is what hello reports besides the protocol's own facts.
func Hello(command string) map[string]any {
	return map[string]any{"release": Name, "command": command}
}
