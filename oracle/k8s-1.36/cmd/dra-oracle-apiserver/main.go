// Command dra-oracle-apiserver answers `validate` with the kube-apiserver's create path of Kubernetes 1.36
// (k8s.io/kubernetes at the patch its go.mod requires: oracle/README.md), one JSON request per line on stdin.
// It is its own module, so the core dra-oracle never depends on k8s.io/kubernetes.
package main

import (
	"io"

	corev1client "k8s.io/client-go/kubernetes/typed/core/v1"
	"k8s.io/klog/v2"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
	_ "k8s.io/kubernetes/pkg/apis/resource/install"
	"k8s.io/kubernetes/pkg/registry/resource/deviceclass"
	"k8s.io/kubernetes/pkg/registry/resource/devicetaintrule"
	"k8s.io/kubernetes/pkg/registry/resource/resourceclaim"
	"k8s.io/kubernetes/pkg/registry/resource/resourceclaimtemplate"
	"k8s.io/kubernetes/pkg/registry/resource/resourcepoolstatusrequest"
	"k8s.io/kubernetes/pkg/registry/resource/resourceslice"

	"dra-conform.test/oracle/apiserver"
	"dra-conform.test/oracle/common/protocol"
)

const release = "1.36"

// kinds: the strategies pkg/registry/resource/<kind>/storage/storage.go gives the store in 1.36 (the claim's
// authorizer is read only by status updates).
func kinds(namespaces corev1client.NamespaceInterface) map[string]apiserver.Kind {
	return map[string]apiserver.Kind{
		"ResourceClaim":             {Strategy: resourceclaim.NewStrategy(namespaces, nil), Resource: "resourceclaims"},
		"ResourceClaimTemplate":     {Strategy: resourceclaimtemplate.NewStrategy(namespaces), Resource: "resourceclaimtemplates"},
		"DeviceClass":               {Strategy: deviceclass.Strategy, Resource: "deviceclasses"},
		"ResourceSlice":             {Strategy: resourceslice.Strategy, Resource: "resourceslices"},
		"DeviceTaintRule":           {Strategy: devicetaintrule.Strategy, Resource: "devicetaintrules"},
		"ResourcePoolStatusRequest": {Strategy: resourcepoolstatusrequest.Strategy, Resource: "resourcepoolstatusrequests"},
	}
}

func main() {
	klog.LogToStderr(false)
	klog.SetOutput(io.Discard)
	s := protocol.NewServer(map[string]any{"release": release, "command": "dra-oracle-apiserver"})
	apiserver.Register(s, apiserver.Release{Name: release, Scheme: legacyscheme.Scheme, Kinds: kinds})
	protocol.Main(s)
}
