// The release-neutral part of the oracle: the JSON-lines protocol (package protocol) and the core ops
// (package core), compiled inside each release module (oracle/k8s-1.3x), whose go.mod picks the upstream
// versions. The requirements below are the oldest release's (1.34), so minimal version selection never
// lifts a release above its own pins. Package metadata needs 1.36's devicemetadata: only the 1.36 and newer
// modules build it.
module dra-conform.test/oracle/common

go 1.25.0

require (
	k8s.io/api v0.34.13
	k8s.io/apimachinery v0.34.13
	k8s.io/apiserver v0.34.13
	k8s.io/dynamic-resource-allocation v0.34.13
	k8s.io/klog/v2 v2.130.1
)
