// The release-neutral half of dra-oracle-apiserver (package apiserver: the validate op), compiled inside each
// release's command module (oracle/k8s-1.3x/cmd/dra-oracle-apiserver), whose go.mod requires k8s.io/kubernetes
// and pins every staging module. The requirements below are the oldest apiserver oracle's (1.34), so minimal
// version selection never lifts a release above its own pins.
module dra-conform.test/oracle/apiserver

go 1.25.0

require (
	dra-conform.test/oracle/common v0.0.0
	k8s.io/api v0.34.4
	k8s.io/apimachinery v0.34.4
	k8s.io/apiserver v0.34.4
	k8s.io/client-go v0.34.4
	k8s.io/component-base v0.34.4
)

replace dra-conform.test/oracle/common => ../common
