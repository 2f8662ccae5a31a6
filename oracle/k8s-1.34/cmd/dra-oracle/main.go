// Command dra-oracle answers the core ops (hello, cel.compile, cel.eval, allocate) with
// upstream's code of Kubernetes 1.34, one JSON request per line on stdin (oracle/README.md).
package main

import (
	"dra-conform.test/oracle/common/core"
	"dra-conform.test/oracle/common/protocol"
	release "dra-conform.test/oracle/k8s-1.34"
)

func main() {
	core.Quiet()
	s := protocol.NewServer(release.Hello("dra-oracle"))
	core.Register(s, release.Core)
	protocol.Main(s)
}
