package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"k8s.io/kubernetes/pkg/api/legacyscheme"

	"dra-conform.test/oracle/apiserver"
	"dra-conform.test/oracle/common/protocol"
)

// ask sends the requests to a fresh server, in order, and returns the answers.
func ask(t *testing.T, requests ...string) []map[string]any {
	t.Helper()
	s := protocol.NewServer(map[string]any{"release": release})
	apiserver.Register(s, apiserver.Release{Name: release, Scheme: legacyscheme.Scheme, Kinds: kinds})
	var out bytes.Buffer
	if code := s.Serve(strings.NewReader(strings.Join(requests, "\n")+"\n"), &out); code != 0 {
		t.Fatalf("exit %d", code)
	}
	var answers []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		var a map[string]any
		if err := json.Unmarshal([]byte(line), &a); err != nil {
			t.Fatal(err)
		}
		answers = append(answers, a)
	}
	return answers
}

const slice = `{"apiVersion":"resource.k8s.io/v1","kind":"ResourceSlice","metadata":{"name":"s"},"spec":{"driver":"d.io",` +
	`"pool":{"name":"p","resourceSliceCount":1},"allNodes":true,"sharedCounters":[{"name":"c","counters":{"m":{"value":"1"}}}],"devices":[{"name":"d"}]}}`

func TestValidateGivesUpstreamFieldErrorsAndResetsGates(t *testing.T) {
	answers := ask(t,
		`{"id":1,"op":"validate","object":{"apiVersion":"resource.k8s.io/v1","kind":"ResourceClaim","metadata":{"name":"c"},`+
			`"spec":{"devices":{"requests":[{"name":"r","exactly":{"deviceClassName":"x"}},{"name":"r","exactly":{"deviceClassName":"x","bogus":1}}]}}}}`,
		`{"id":2,"op":"validate","gates":{"DRAExtendedResource":false},"object":{}}`,
		`{"id":3,"op":"validate","gates":{"DRAPartitionableDevices":false},"object":`+slice+`}`,
		`{"id":4,"op":"validate","object":`+slice+`}`,
	)
	claim := answers[0]["result"].(map[string]any)
	errs := claim["errors"].([]any)
	first := errs[0].(map[string]any)
	if claim["verdict"] != "invalid" || len(errs) != 1 || first["field"] != "spec.devices.requests[1]" || first["type"] != "Duplicate value" {
		t.Errorf("claim: %v", claim)
	}
	if strict := claim["strictErrors"].([]any); len(strict) != 1 || !strings.Contains(strict[0].(string), "exactly.bogus") {
		t.Errorf("strict errors: %v", strict)
	}
	if e := answers[1]["error"].(map[string]any); e["kind"] != "unsupported" || !strings.Contains(e["message"].(string), "locked to true") {
		t.Errorf("locked gate: %v", answers[1])
	}
	// the gate drops sharedCounters before validation; back at the default both are there: only one allowed
	if v := answers[2]["result"].(map[string]any)["verdict"]; v != "valid" {
		t.Errorf("DRAPartitionableDevices=false: %v", answers[2])
	}
	if v := answers[3]["result"].(map[string]any)["verdict"]; v != "invalid" {
		t.Errorf("defaults again: %v", answers[3])
	}
}
