// Package metadata holds the metadata.decode op: DecodeMetadataFromStream (k8s.io/dynamic-resource-allocation
// /devicemetadata, 1.36 on) over a stream given as text. The decoder itself comes from the release's glue,
// since its options differ (1.37 adds validation and the decoded version).
package metadata

import (
	"bytes"
	"context"
	"encoding/json"
	"sort"

	"k8s.io/apimachinery/pkg/runtime"

	"dra-conform.test/oracle/common/protocol"
)

// Decoder is what a release provides.
type Decoder struct {
	Scheme *runtime.Scheme // install.NewScheme()
	// Into names the destination types a caller may decode into: "internal" and each version.
	Into map[string]func() runtime.Object
	// Newest is the newest versioned type: an internal result is shown converted to it (the internal type
	// has no JSON tags).
	Newest func() runtime.Object
	// Decode runs DecodeMetadataFromStream; validate asks for the decoder's own validation, which only 1.37
	// has (ok=false: unsupported). It returns the validation error separately, as upstream does.
	Decode func(dec *json.Decoder, dest runtime.Object, validate bool) (validation error, err error, ok bool)
}

type request struct {
	protocol.Envelope
	Stream   string `json:"stream"`
	Into     string `json:"into"` // default "internal", what upstream recommends to consumers
	Validate bool   `json:"validate"`
}

type result struct {
	Error           *string         `json:"error"`
	Object          json.RawMessage `json:"object"`
	ValidationError *string         `json:"validationError,omitempty"`
}

// Register adds metadata.decode to s.
func Register(s *protocol.Server, d Decoder) {
	into := make([]string, 0, len(d.Into))
	for k := range d.Into {
		into = append(into, k)
	}
	sort.Strings(into)
	s.Hello["metadataInto"] = into
	s.Handle("metadata.decode", func(_ context.Context, req *protocol.Request) (any, error) {
		var in request
		if err := req.Decode(&in); err != nil {
			return nil, err
		}
		if in.Into == "" {
			in.Into = "internal"
		}
		mk, ok := d.Into[in.Into]
		if !ok {
			return nil, protocol.Errorf(protocol.KindUnsupported, "cannot decode into %q here (have %v)", in.Into, into)
		}
		dest := mk()
		validation, err, ok := d.Decode(json.NewDecoder(bytes.NewReader([]byte(in.Stream))), dest, in.Validate)
		if !ok {
			return nil, protocol.Errorf(protocol.KindUnsupported, "this release's decoder does not validate")
		}
		var out result
		if validation != nil {
			v := validation.Error()
			out.ValidationError = &v
		}
		if err != nil {
			msg := err.Error()
			out.Error = &msg
			return out, nil
		}
		shown := dest
		if in.Into == "internal" {
			shown = d.Newest()
			if err := d.Scheme.Convert(dest, shown, nil); err != nil {
				return nil, protocol.Errorf(protocol.KindPanic, "showing the internal result: %v", err)
			}
		}
		raw, err := json.Marshal(shown)
		if err != nil {
			return nil, err
		}
		out.Object = raw
		return out, nil
	})
}
