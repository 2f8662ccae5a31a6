// Package core holds the oracle's core ops (cel.compile, cel.eval, allocate), written once against the
// upstream packages every release has; what differs per release comes in through Release.
package core

import (
	"fmt"
	"io"
	"reflect"
	"sort"

	"k8s.io/klog/v2"

	"dra-conform.test/oracle/common/protocol"
)

// Release is the per-release glue a release module passes in (its release.go).
type Release struct {
	Name string // "1.36"
	// FailedOnNode tells whether an Allocate error only affects this node (errors.Is(err,
	// structured.ErrFailedAllocationOnNode), from 1.35). Nil: the release has no such sentinel.
	FailedOnNode func(error) bool
	// EnhanceRuntimeError is cel.EnhanceRuntimeError (1.37 on), what the allocator applies to a selector's
	// runtime error. Nil: the release has none.
	EnhanceRuntimeError func(error) error
	// EnableAllocators is structured.EnableAllocators (1.35 on): which implementation may be picked.
	EnableAllocators func(names ...string)
}

// Quiet silences klog, so stderr (drained by the client) only carries the oracle's own complaints.
func Quiet() {
	klog.LogToStderr(false)
	klog.SetOutput(io.Discard)
}

// Register adds the core ops to s.
func Register(s *protocol.Server, r Release) {
	s.Handle("cel.compile", r.celCompile)
	s.Handle("cel.eval", r.celEval)
	s.Handle("allocate", r.allocate)
	s.Hello["celFeatures"] = fieldNames(reflect.TypeOf(celFeatures{}))
	s.Hello["allocatorFeatures"] = fieldNames(reflect.TypeOf(allocatorFeatures{}))
	s.Hello["failedOnNode"] = r.FailedOnNode != nil
	s.Hello["enhancedRuntimeError"] = r.EnhanceRuntimeError != nil
}

func fieldNames(t reflect.Type) []string {
	var out []string
	for i := 0; i < t.NumField(); i++ {
		out = append(out, t.Field(i).Name)
	}
	sort.Strings(out)
	return out
}

// setBools fills a struct of bools by field name; a name this release lacks is "unsupported", so a test
// never believes it switched a feature the release does not know.
func setBools(dst any, values map[string]bool) error {
	v := reflect.ValueOf(dst).Elem()
	names := make([]string, 0, len(values))
	for k := range values {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, name := range names {
		f := v.FieldByName(name)
		if !f.IsValid() || f.Kind() != reflect.Bool {
			return protocol.Errorf(protocol.KindUnsupported, "%s has no feature %q in this release (it has %v)",
				v.Type(), name, fieldNames(v.Type()))
		}
		f.SetBool(values[name])
	}
	return nil
}

func must(err error) {
	if err != nil {
		panic(fmt.Sprintf("oracle glue: %v", err))
	}
}
