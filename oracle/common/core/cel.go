package core

import (
	"context"
	"math"

	resourceapi "k8s.io/api/resource/v1"
	apiservercel "k8s.io/apiserver/pkg/cel"
	"k8s.io/apiserver/pkg/cel/environment"
	dracel "k8s.io/dynamic-resource-allocation/cel"

	"dra-conform.test/oracle/common/protocol"
)

type celFeatures = dracel.Features

// celRequest is cel.compile's and cel.eval's request.
type celRequest struct {
	protocol.Envelope
	Expression string          `json:"expression"`
	Env        string          `json:"env"`      // "new" (a created or changed selector) or "stored" (default)
	Features   map[string]bool `json:"features"` // cel.Features fields by name: EnableConsumableCapacity, ...
	CostLimit  *uint64         `json:"costLimit"`
	// NoCostEstimate sets Options.DisableCostEstimation (what the allocator's cache does).
	NoCostEstimate bool `json:"noCostEstimate"`
	// Device is cel.eval's input: driver, allowMultipleAllocations, attributes and capacity in v1 JSON.
	Device *celDevice `json:"device"`
}

type celDevice struct {
	Driver                   string                                                    `json:"driver"`
	AllowMultipleAllocations *bool                                                     `json:"allowMultipleAllocations"`
	Attributes               map[resourceapi.QualifiedName]resourceapi.DeviceAttribute `json:"attributes"`
	Capacity                 map[resourceapi.QualifiedName]resourceapi.DeviceCapacity  `json:"capacity"`
}

// celError is apiservercel.Error.
type celError struct {
	Type   string `json:"type"`
	Detail string `json:"detail"`
}

// fieldError is what validateCELSelector (pkg/apis/resource/validation) makes of a compilation: the
// field.Error type and detail at `...cel.expression`.
type fieldError struct {
	Type   string `json:"type"`
	Detail string `json:"detail"`
}

type compileResult struct {
	Error      *celError   `json:"error"`
	MaxCost    uint64      `json:"maxCost"`
	OutputType string      `json:"outputType,omitempty"`
	Selector   *fieldError `json:"selector"` // validateCELSelector's verdict; null: valid
}

type evalResult struct {
	compileResult
	Evaluated     bool    `json:"evaluated"` // false: compilation failed, nothing ran
	Matches       bool    `json:"matches"`
	RuntimeError  string  `json:"runtimeError,omitempty"`
	EnhancedError string  `json:"enhancedError,omitempty"` // cel.EnhanceRuntimeError's text (1.37 on)
	ActualCost    *uint64 `json:"actualCost"`
}

// Upstream's limits (k8s.io/api resource/v1 CELSelectorExpressionMaxLength / MaxCost).
const (
	maxLength = resourceapi.CELSelectorExpressionMaxLength
	maxCost   = resourceapi.CELSelectorExpressionMaxCost
)

func (r Release) compile(req *protocol.Request) (celRequest, dracel.CompilationResult, compileResult, error) {
	var in celRequest
	if err := req.Decode(&in); err != nil {
		return in, dracel.CompilationResult{}, compileResult{}, err
	}
	var features celFeatures
	if err := setBools(&features, in.Features); err != nil {
		return in, dracel.CompilationResult{}, compileResult{}, err
	}
	envType := environment.StoredExpressions
	switch in.Env {
	case "new":
		envType = environment.NewExpressions
	case "stored", "":
	default:
		return in, dracel.CompilationResult{}, compileResult{}, protocol.Errorf(protocol.KindBadRequest, "env %q: new or stored", in.Env)
	}
	opts := dracel.Options{EnvType: &envType, CostLimit: in.CostLimit, DisableCostEstimation: in.NoCostEstimate}
	res := dracel.GetCompiler(features).CompileCELExpression(in.Expression, opts)
	out := compileResult{MaxCost: res.MaxCost}
	if res.OutputType != nil {
		out.OutputType = res.OutputType.String()
	}
	if res.Error != nil {
		out.Error = &celError{Type: string(res.Error.Type), Detail: res.Error.Detail}
	}
	out.Selector = selectorVerdict(in.Expression, res)
	return in, res, out, nil
}

// selectorVerdict is validateCELSelector: the length first (not compiled past it), then the compile error
// as convertCELErrorToValidationError converts it, then the cost estimate against the limit.
func selectorVerdict(expression string, res dracel.CompilationResult) *fieldError {
	if len(expression) > maxLength {
		return &fieldError{Type: "FieldValueTooLong", Detail: "may not be more than 10240 bytes"}
	}
	if res.Error != nil {
		switch res.Error.Type {
		case apiservercel.ErrorTypeRequired:
			return &fieldError{Type: "FieldValueRequired", Detail: res.Error.Detail}
		case apiservercel.ErrorTypeInvalid:
			return &fieldError{Type: "FieldValueInvalid", Detail: res.Error.Detail}
		default:
			return &fieldError{Type: "InternalError", Detail: res.Error.Error()}
		}
	}
	if res.MaxCost > maxCost && res.MaxCost != math.MaxUint64 {
		return &fieldError{Type: "FieldValueForbidden", Detail: "too complex, exceeds cost limit"}
	}
	return nil
}

func (r Release) celCompile(_ context.Context, req *protocol.Request) (any, error) {
	_, _, out, err := r.compile(req)
	return out, err
}

func (r Release) celEval(ctx context.Context, req *protocol.Request) (any, error) {
	in, res, compiled, err := r.compile(req)
	if err != nil {
		return nil, err
	}
	if in.Device == nil {
		return nil, protocol.Errorf(protocol.KindBadRequest, "cel.eval needs a device")
	}
	out := evalResult{compileResult: compiled}
	if res.Error != nil {
		return out, nil
	}
	matches, details, err := res.DeviceMatches(ctx, dracel.Device{
		Driver:                   in.Device.Driver,
		AllowMultipleAllocations: in.Device.AllowMultipleAllocations,
		Attributes:               in.Device.Attributes,
		Capacity:                 in.Device.Capacity,
	})
	out.Evaluated = true
	if details != nil {
		out.ActualCost = details.ActualCost()
	}
	if err != nil {
		if protocol.IsTimeout(ctx, err) {
			return nil, protocol.Errorf(protocol.KindTimeout, "cel.eval: %v", err)
		}
		out.RuntimeError = err.Error()
		if r.EnhanceRuntimeError != nil {
			if e := r.EnhanceRuntimeError(err).Error(); e != out.RuntimeError {
				out.EnhancedError = e
			}
		}
		return out, nil
	}
	out.Matches = matches
	return out, nil
}
