package protocol

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"
)

func serve(t *testing.T, s *Server, lines ...string) ([]map[string]any, int) {
	t.Helper()
	var out bytes.Buffer
	code := s.Serve(strings.NewReader(strings.Join(lines, "\n")+"\n"), &out)
	var answers []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		var a map[string]any
		if err := json.Unmarshal([]byte(line), &a); err != nil {
			t.Fatalf("answer %q is not JSON: %v", line, err)
		}
		answers = append(answers, a)
	}
	return answers, code
}

func kind(a map[string]any) string {
	e, _ := a["error"].(map[string]any)
	k, _ := e["kind"].(string)
	return k
}

func TestEveryLineIsAnsweredInOrder(t *testing.T) {
	s := NewServer(map[string]any{"release": "x"})
	s.Handle("boom", func(context.Context, *Request) (any, error) { panic("upstream fell over") })
	s.Handle("echo", func(_ context.Context, r *Request) (any, error) {
		var in struct {
			Envelope
			Text string `json:"text"`
		}
		if err := r.Decode(&in); err != nil {
			return nil, err
		}
		return map[string]any{"text": in.Text, "b": 1, "a": 2}, nil
	})
	got, code := serve(t, s,
		`{"id":1,"op":"hello"}`, `not json`, `{"id":2,"op":"nope"}`, `{"id":3,"op":"boom"}`,
		`{"id":4,"op":"echo","text":"<&>"}`, `{"id":5,"op":"echo","txet":"typo"}`, `{"id":6,"op":"echo","gates":{"X":true}}`)
	if code != 0 || len(got) != 7 {
		t.Fatalf("exit %d, %d answers: %v", code, len(got), got)
	}
	want := []string{"", "bad-request", "unsupported", "panic", "", "bad-request", "gate"}
	for i, k := range want {
		if kind(got[i]) != k {
			t.Errorf("answer %d: kind %q, want %q (%v)", i, kind(got[i]), k, got[i])
		}
	}
	if got[0]["result"].(map[string]any)["release"] != "x" || got[4]["id"] != 4.0 {
		t.Errorf("hello or id echo wrong: %v", got)
	}
}

func TestEncodingIsCanonical(t *testing.T) {
	var out bytes.Buffer
	if err := Encode(&out, map[string]any{"b": 1, "a": "<&>"}); err != nil {
		t.Fatal(err)
	}
	if out.String() != "{\"a\":\"<&>\",\"b\":1}\n" {
		t.Errorf("got %q", out.String())
	}
}

func TestAnOpPastItsDeadlineEndsTheProcess(t *testing.T) {
	s := NewServer(nil)
	s.Grace = 10 * time.Millisecond
	s.Handle("hang", func(context.Context, *Request) (any, error) { select {} })
	s.Handle("polite", func(ctx context.Context, _ *Request) (any, error) {
		<-ctx.Done()
		return nil, Errorf(KindTimeout, "stopped: %v", ctx.Err())
	})
	got, code := serve(t, s, `{"id":1,"op":"polite","timeoutMs":5}`, `{"id":2,"op":"hang","timeoutMs":5}`, `{"id":3,"op":"hello"}`)
	if code != 3 || len(got) != 2 || kind(got[0]) != "timeout" || kind(got[1]) != "timeout" {
		t.Fatalf("exit %d: %v", code, got)
	}
}

func TestGatesAreSetOnlyWhenTheyChange(t *testing.T) {
	s := NewServer(nil)
	var calls []string
	s.Gates(func(o map[string]bool) error {
		b, _ := json.Marshal(o)
		calls = append(calls, string(b))
		return nil
	})
	s.Handle("op", func(context.Context, *Request) (any, error) { return 1, nil })
	serve(t, s, `{"id":1,"op":"op"}`, `{"id":2,"op":"op","gates":{"A":true}}`, `{"id":3,"op":"op","gates":{"A":true}}`, `{"id":4,"op":"op"}`)
	if strings.Join(calls, " ") != `{"A":true} null` {
		t.Errorf("gate calls: %v", calls)
	}
}
