// Package protocol is the oracle's wire format: one JSON object per line on stdin, one answer per line on
// stdout, requests handled strictly one at a time (upstream's feature gates, its DRA CEL compiler cache and
// the allocator choice are process-global).
//
//	{"id": 12, "op": "cel.eval", "timeoutMs": 5000, "gates": {...}, ...op fields...}
//	{"id": 12, "ok": true, "result": {...}}
//	{"id": 12, "ok": false, "error": {"kind": "bad-request|unsupported|gate|timeout|panic", "message": "..."}}
//
// An answer is written with sorted map keys and no HTML escaping, so equal answers are equal bytes.
// A panic inside an op is recovered and answered as kind "panic"; an op that overruns its deadline (plus a
// grace period) is answered as "timeout" and the process exits, because the goroutine still running it may
// hold global state: the client restarts the process.
package protocol

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"sort"
	"strings"
	"time"
)

// Version of the wire format, reported by hello; the Python client refuses another.
const Version = 1

// Error kinds.
const (
	KindBadRequest  = "bad-request" // the request is malformed (not upstream's verdict on an input)
	KindUnsupported = "unsupported" // this release has no such op or field
	KindGate        = "gate"        // the gates cannot be set as asked
	KindTimeout     = "timeout"     // the deadline passed: inconclusive
	KindPanic       = "panic"       // upstream code panicked on this input
)

// Error is an op's failure to answer (never upstream's verdict, which is a result).
type Error struct {
	Kind    string `json:"kind"`
	Message string `json:"message"`
}

func (e *Error) Error() string { return e.Kind + ": " + e.Message }

// Errorf builds an *Error.
func Errorf(kind, format string, args ...any) *Error {
	return &Error{Kind: kind, Message: fmt.Sprintf(format, args...)}
}

// Request is one decoded line. Raw keeps every field, so an op decodes its own fields from it.
type Request struct {
	ID        json.RawMessage `json:"id"`
	Op        string          `json:"op"`
	TimeoutMs int64           `json:"timeoutMs"`
	Gates     map[string]bool `json:"gates"`
	Raw       json.RawMessage `json:"-"`
}

// Decode reads the op's own fields into v, refusing unknown ones (a typo in a test is not an input).
func (r *Request) Decode(v any) error {
	dec := json.NewDecoder(bytes.NewReader(r.Raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return Errorf(KindBadRequest, "%s: %v", r.Op, err)
	}
	return nil
}

// Envelope is embedded by every op's request struct so that Decode accepts the common fields.
type Envelope struct {
	ID        json.RawMessage `json:"id"`
	Op        string          `json:"op"`
	TimeoutMs int64           `json:"timeoutMs"`
	Gates     map[string]bool `json:"gates,omitempty"`
}

// Handler answers one op. ctx carries the request's deadline.
type Handler func(ctx context.Context, req *Request) (any, error)

// GateSetter applies a complete gate set (the release's defaults overridden by the request); it is called
// only when the set differs from the one in force. Nil: the process takes no gates.
type GateSetter func(overrides map[string]bool) error

// Server dispatches requests to handlers.
type Server struct {
	Hello    map[string]any // static facts merged into hello's result (release, versions, ...)
	handlers map[string]Handler
	gates    GateSetter
	current  string // the gate overrides in force, canonical JSON
	Grace    time.Duration
	// DefaultTimeout applies when a request gives none.
	DefaultTimeout time.Duration
}

// NewServer returns a server answering hello and nothing else yet.
func NewServer(hello map[string]any) *Server {
	s := &Server{Hello: hello, handlers: map[string]Handler{}, current: "{}", Grace: 2 * time.Second, DefaultTimeout: 10 * time.Second}
	s.handlers["hello"] = s.hello
	return s
}

// Handle registers an op.
func (s *Server) Handle(op string, h Handler) { s.handlers[op] = h }

// Gates installs the gate setter.
func (s *Server) Gates(g GateSetter) { s.gates = g }

func (s *Server) hello(context.Context, *Request) (any, error) {
	out := map[string]any{}
	for k, v := range s.Hello {
		out[k] = v
	}
	ops := make([]string, 0, len(s.handlers))
	for op := range s.handlers {
		ops = append(ops, op)
	}
	sort.Strings(ops)
	out["ops"] = ops
	out["protocol"] = Version
	out["modules"] = Modules()
	return out, nil
}

// Modules reports the build's module versions (debug.ReadBuildInfo): what was really compiled in.
func Modules() map[string]any {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return nil
	}
	mods := map[string]any{"go": info.GoVersion, "main": info.Main.Path}
	deps := map[string]string{}
	for _, d := range info.Deps {
		m := d
		if d.Replace != nil {
			m = d.Replace
		}
		deps[d.Path] = m.Version
	}
	mods["deps"] = deps
	return mods
}

type response struct {
	ID     json.RawMessage `json:"id"`
	OK     bool            `json:"ok"`
	Result any             `json:"result,omitempty"`
	Error  *Error          `json:"error,omitempty"`
}

// Encode writes v as one canonical JSON line (sorted keys, no HTML escaping).
func Encode(w io.Writer, v any) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// Serve reads requests from in until EOF and answers on out. It returns the exit code for main.
func (s *Server) Serve(in io.Reader, out io.Writer) int {
	r := bufio.NewReaderSize(in, 1<<20)
	w := bufio.NewWriter(out)
	for {
		line, err := r.ReadBytes('\n')
		if len(bytes.TrimSpace(line)) > 0 {
			resp, fatal := s.one(line)
			if encErr := Encode(w, resp); encErr != nil {
				resp = response{ID: resp.ID, Error: Errorf(KindPanic, "answer not encodable: %v", encErr)}
				_ = Encode(w, resp)
			}
			_ = w.Flush()
			if fatal {
				return 3
			}
		}
		if err != nil {
			if errors.Is(err, io.EOF) {
				return 0
			}
			fmt.Fprintln(os.Stderr, "dra-oracle: reading stdin:", err)
			return 2
		}
	}
}

// one answers one line; fatal means the process must exit (an op that did not stop).
func (s *Server) one(line []byte) (resp response, fatal bool) {
	req := &Request{Raw: line}
	if err := json.Unmarshal(line, req); err != nil {
		return response{ID: json.RawMessage("null"), Error: Errorf(KindBadRequest, "not a JSON request: %v", err)}, false
	}
	resp.ID = req.ID
	if len(resp.ID) == 0 {
		resp.ID = json.RawMessage("null")
	}
	h, ok := s.handlers[req.Op]
	if !ok {
		resp.Error = Errorf(KindUnsupported, "no op %q in this oracle", req.Op)
		return resp, false
	}
	if err := s.setGates(req.Gates); err != nil {
		resp.Error = asError(err, KindGate)
		return resp, false
	}
	timeout := s.DefaultTimeout
	if req.TimeoutMs > 0 {
		timeout = time.Duration(req.TimeoutMs) * time.Millisecond
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	type answer struct {
		result any
		err    error
	}
	done := make(chan answer, 1)
	go func() {
		defer func() {
			if p := recover(); p != nil {
				done <- answer{err: Errorf(KindPanic, "%v\n%s", p, trimStack(debug.Stack()))}
			}
		}()
		result, err := h(ctx, req)
		done <- answer{result, err}
	}()
	select {
	case a := <-done:
		if a.err != nil {
			resp.Error = asError(a.err, KindBadRequest)
		} else {
			resp.OK, resp.Result = true, a.result
		}
		return resp, false
	case <-time.After(timeout + s.Grace):
		resp.Error = Errorf(KindTimeout, "%s did not stop within %v of its deadline; the oracle exits", req.Op, s.Grace)
		return resp, true
	}
}

func (s *Server) setGates(overrides map[string]bool) error {
	key, _ := json.Marshal(overrides) // sorted keys: canonical
	if len(overrides) == 0 {
		key = []byte("{}")
	}
	if string(key) == s.current {
		return nil
	}
	if s.gates == nil {
		return Errorf(KindGate, "this oracle takes no feature gates (give the op's features instead)")
	}
	if err := s.gates(overrides); err != nil {
		return err
	}
	s.current = string(key)
	return nil
}

// asError keeps an *Error's kind and gives any other error the fallback kind.
func asError(err error, fallback string) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return &Error{Kind: fallback, Message: err.Error()}
}

// IsTimeout reports whether err comes from the request's deadline.
func IsTimeout(ctx context.Context, err error) bool {
	return ctx.Err() != nil && (errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) ||
		strings.Contains(err.Error(), "operation interrupted"))
}

func trimStack(stack []byte) string {
	lines := strings.Split(string(stack), "\n")
	if len(lines) > 40 {
		lines = lines[:40]
	}
	return strings.Join(lines, "\n")
}

// Main wires the process: the real stdout is kept for the protocol and os.Stdout points at stderr, so a
// library's fmt.Print cannot corrupt the stream. It never returns.
func Main(s *Server) {
	out := os.Stdout
	os.Stdout = os.Stderr
	os.Exit(s.Serve(os.Stdin, out))
}
