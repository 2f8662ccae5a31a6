// Package release is the glue that differs per Kubernetes release; everything else is in oracle/common.
package release

import "dra-conform.test/oracle/common/core"

// Name is the release this module follows (its patch is in go.mod and oracle/releases.json).
const Name = "1.34"

// Core: 1.34 has no structured.ErrFailedAllocationOnNode, no EnableAllocators, no cel.EnhanceRuntimeError.
var Core = core.Release{Name: Name}

// Hello is what hello reports besides the protocol's own facts.
func Hello(command string) map[string]any {
	return map[string]any{"release": Name, "command": command}
}
