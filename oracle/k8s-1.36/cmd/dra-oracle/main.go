// Command dra-oracle answers the core ops (hello, cel.compile, cel.eval, allocate, metadata.decode) with
// upstream's code of Kubernetes 1.36, one JSON request per line on stdin (oracle/README.md).
package main

import (
	"dra-conform.test/oracle/common/core"
	"dra-conform.test/oracle/common/metadata"
	"dra-conform.test/oracle/common/protocol"
	release "dra-conform.test/oracle/k8s-1.36"
)

func main() {
	core.Quiet()
	s := protocol.NewServer(release.Hello("dra-oracle"))
	core.Register(s, release.Core)
	metadata.Register(s, release.Metadata)
	protocol.Main(s)
}
