"""The values of Kubernetes' IP, CIDR and URL CEL libraries and the parsing rules of the Go code they call
(the functions are library/ip.py, cidr.py, urls.py).

Upstream: apiserver/pkg/cel/ip.go, cidr.go, url.go (the types: equality, Size() for the runtime cost)
and the parsers apiserver/pkg/cel/library/ip.go, cidr.go, urls.go call, with their error texts. The
parsing is Go's, written out here because Python's `ipaddress` and `urllib` differ from it in edge
cases (leading zeros, zones, embedded IPv4, ports, escapes):

- `parse_addr` is net/netip.ParseAddr (Go 1.22+: `parseIPv4Fields`, "each group must have 4 or less
  digits"), `parse_prefix` netip.ParsePrefix; the libraries then refuse zones and IPv4-mapped IPv6
  addresses (`::ffff:1.2.3.4`), as their parseIPAddr / parseCIDR do.
- `parse_url` is net/url's `parse` as Go 1.26 has it (bracketed hosts must be IPv6 addresses, the
  first colon of a host starts its port, at most 10,000 query parameters); `url()` accepts what
  url.ParseRequestURI accepts and keeps what url.Parse makes of it, as urls.go does.

Go works on bytes; a CEL string is text. Every branch of these parsers is on an ASCII byte, so the
positions they report fall on character boundaries and a `str` index is as good as Go's byte index.
Where a URL escape decodes to bytes that are not UTF-8 (`%ff`), the value is read with U+FFFD.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

_V4_MAPPED = 0xFFFF << 32  # ::ffff:0:0/96


class NetError(Exception):
    """A parse error with upstream's text."""


def go_quote(s: str) -> str:
    """Go's strconv.Quote (the %q of a string): printable characters as they are, others escaped."""
    out = ['"']
    for ch in s:
        c = ord(ch)
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch.isprintable():  # Go's unicode.IsPrint: letters, marks, numbers, punctuation, symbols, ' '
            out.append(ch)
        elif ch in _GO_ESCAPES:
            out.append(_GO_ESCAPES[ch])
        elif c < 0x20 or c == 0x7F:
            out.append(f"\\x{c:02x}")
        elif 0xDC80 <= c <= 0xDCFF:  # a byte that is not UTF-8 (from _qtext): Go writes it as \xHH
            out.append(f"\\x{c - 0xDC00:02x}")
        elif 0xD800 <= c <= 0xDFFF:  # not a valid rune: Go quotes the replacement character
            out.append("\\ufffd")
        elif c < 0x10000:
            out.append(f"\\u{c:04x}")
        else:
            out.append(f"\\U{c:08x}")
    out.append('"')
    return "".join(out)


_GO_ESCAPES = {"\a": "\\a", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\v": "\\v"}


# --- net/netip ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class IP:
    """A netip.Addr without a zone: `value` is the address as an integer of 32 (IPv4) or 128 bits."""

    CEL_TYPE = "net.IP"
    value: int
    v4: bool

    @property
    def bits(self) -> int:
        return 32 if self.v4 else 128

    def size(self) -> int:
        """apiserver/pkg/cel/ip.go Size(): the address in bytes (the runtime cost of comparing it)."""
        return self.bits // 8

    def words(self) -> list[int]:
        """The eight 16-bit groups of an IPv6 address."""
        return [(self.value >> (112 - 16 * i)) & 0xFFFF for i in range(8)]

    def __str__(self) -> str:
        """Addr.String(): dotted decimal, or RFC 5952 (lower case, the longest run of two or more zero
        groups as `::`, the first of equal runs)."""
        if self.v4:
            return ".".join(str((self.value >> s) & 0xFF) for s in (24, 16, 8, 0))
        words = self.words()
        start, end = 255, 255
        i = 0
        while i < 8:
            j = i
            while j < 8 and words[j] == 0:
                j += 1
            if j - i >= 2 and j - i > end - start:
                start, end = i, j
            i = j + 1 if j > i else i + 1
        if start == 255:
            return ":".join(f"{w:x}" for w in words)
        return ":".join(f"{w:x}" for w in words[:start]) + "::" + ":".join(f"{w:x}" for w in words[end:])

    def family(self) -> int:
        return 4 if self.v4 else 6

    def is_unspecified(self) -> bool:
        return self.value == 0

    def is_loopback(self) -> bool:
        return self.value >> 24 == 127 if self.v4 else self.value == 1

    def is_multicast(self) -> bool:
        return self.value >> 28 == 0xE if self.v4 else self.value >> 120 == 0xFF

    def is_link_local_multicast(self) -> bool:
        if self.v4:
            return self.value >> 8 == 0xE00000  # 224.0.0.0/24
        return (self.value >> 112) & 0xFF0F == 0xFF02

    def is_link_local_unicast(self) -> bool:
        if self.v4:
            return self.value >> 16 == 0xA9FE  # 169.254.0.0/16
        return (self.value >> 112) & 0xFFC0 == 0xFE80

    def is_global_unicast(self) -> bool:
        if self.v4 and self.value in (0, 0xFFFFFFFF):
            return False
        return not (
            (not self.v4 and self.value == 0)
            or self.is_loopback()
            or self.is_multicast()
            or self.is_link_local_unicast()
        )


@dataclass(frozen=True, slots=True)
class CIDR:
    """A netip.Prefix: an address (not masked) and a prefix length."""

    CEL_TYPE = "net.CIDR"
    ip: IP
    prefix: int

    def size(self) -> int:
        """apiserver/pkg/cel/cidr.go Size(): the prefix in bytes, rounded up."""
        return math.ceil(self.prefix / 8)

    def __str__(self) -> str:
        return f"{self.ip}/{self.prefix}"

    def masked(self) -> CIDR:
        host = self.ip.bits - self.prefix
        return CIDR(IP(self.ip.value >> host << host, self.ip.v4), self.prefix)

    def contains(self, ip: IP) -> bool:
        """Prefix.Contains: an address of the same family whose first `prefix` bits are the prefix's."""
        if ip.v4 != self.ip.v4:
            return False
        host = self.ip.bits - self.prefix
        return ip.value >> host == self.ip.value >> host

    def contains_cidr(self, other: CIDR) -> bool:
        """library/cidr.go containsCIDR (as fixed by kubernetes#130450, in 1.33): `other`'s address masked
        to this prefix is this prefix, and `other` is no wider."""
        if other.ip.v4 != self.ip.v4:
            return False
        host = self.ip.bits - self.prefix
        return other.ip.value >> host == self.ip.value >> host and self.prefix <= other.prefix


def _addr_error(s: str, msg: str, at: str = "") -> NetError:
    """netip's parseAddrError."""
    message = f"ParseAddr({go_quote(s)}): {msg}"
    return NetError(f"{message} (at {go_quote(at)})" if at else message)


def parse_addr(s: str) -> tuple[IP, str]:
    """netip.ParseAddr: the address and its IPv6 zone ("" for none); NetError with Go's text."""
    for ch in s:
        if ch == ".":
            return IP(_ipv4_fields(s, s), True), ""
        if ch == ":":
            return _parse_ipv6(s)
        if ch == "%":
            raise _addr_error(s, "missing IPv6 address")
    raise _addr_error(s, "unable to parse IP")


def _ipv4_fields(whole: str, s: str) -> int:
    """parseIPv4Fields of `s` (all of `whole`, or its embedded IPv4 tail); errors name `whole`."""
    value = val = pos = digits = 0
    last = len(s) - 1
    for i, ch in enumerate(s):
        if "0" <= ch <= "9":
            if digits == 1 and val == 0:
                raise _addr_error(whole, "IPv4 field has octet with leading zero")
            val = val * 10 + ord(ch) - 48
            digits += 1
            if val > 255:
                raise _addr_error(whole, "IPv4 field has value >255")
        elif ch == ".":
            if i == 0 or i == last or s[i - 1] == ".":
                raise _addr_error(whole, "IPv4 field must have at least one digit", s[i:])
            if pos == 3:
                raise _addr_error(whole, "IPv4 address too long")
            value = value << 8 | val
            pos += 1
            val = digits = 0
        else:
            raise _addr_error(whole, "unexpected character", s[i:])
    if pos < 3:
        raise _addr_error(whole, "IPv4 address too short")
    return value << 8 | val


_HEX = {c: int(c, 16) for c in "0123456789abcdefABCDEF"}


def _parse_ipv6(whole: str) -> tuple[IP, str]:
    s, zone = whole, ""
    if "%" in s:
        s, zone = s.split("%", 1)
        if not zone:
            raise _addr_error(whole, "zone must be a non-empty string")
    groups: list[int] = []  # 16-bit groups, before expanding the ellipsis
    ellipsis = -1  # index in groups where `::` stands
    if s.startswith("::"):
        ellipsis = 0
        s = s[2:]
        if not s:
            return IP(0, False), zone
    while len(groups) < 8:
        off = acc = 0
        while off < len(s) and s[off] in _HEX:
            acc = (acc << 4) + _HEX[s[off]]
            if off > 3:
                raise _addr_error(whole, "each group must have 4 or less digits", s)
            off += 1
        if off == 0:
            raise _addr_error(whole, "each colon-separated field must have at least one digit", s)
        if off < len(s) and s[off] == ".":
            if ellipsis < 0 and len(groups) != 6:
                raise _addr_error(whole, "embedded IPv4 address must replace the final 2 fields of the address", s)
            if len(groups) + 2 > 8:
                raise _addr_error(whole, "too many hex fields to fit an embedded IPv4 at the end of the address", s)
            v4 = _ipv4_fields(whole, s)
            groups += [v4 >> 16, v4 & 0xFFFF]
            s = ""
            break
        groups.append(acc)
        s = s[off:]
        if not s:
            break
        if s[0] != ":":
            raise _addr_error(whole, "unexpected character, want colon", s)
        if len(s) == 1:
            raise _addr_error(whole, "colon must be followed by more characters", s)
        s = s[1:]
        if s[0] == ":":
            if ellipsis >= 0:
                raise _addr_error(whole, "multiple :: in address", s)
            ellipsis = len(groups)
            s = s[1:]
            if not s:
                break
    if s:
        raise _addr_error(whole, "trailing garbage after address", s)
    if len(groups) < 8:
        if ellipsis < 0:
            raise _addr_error(whole, "address string too short")
        groups[ellipsis:ellipsis] = [0] * (8 - len(groups))
    elif ellipsis >= 0:
        raise _addr_error(whole, "the :: must expand to at least one field of zeros")
    value = 0
    for g in groups:
        value = value << 16 | g
    return IP(value, False), zone


def _prefix_error(s: str, msg: str) -> NetError:
    return NetError(f"netip.ParsePrefix({go_quote(s)}): {msg}")


def parse_prefix(s: str) -> CIDR:
    """netip.ParsePrefix (the address is not masked); NetError with Go's text."""
    i = s.rfind("/")
    if i < 0:
        raise _prefix_error(s, "no '/'")
    try:
        ip, zone = parse_addr(s[:i])
    except NetError as e:
        raise _prefix_error(s, str(e)) from None
    if zone:
        raise _prefix_error(s, "IPv6 zones cannot be present in a prefix")
    bits = s[i + 1 :]
    # strconv.Atoi, with no sign and no leading zero: ASCII digits that fit an int64
    if (len(bits) > 1 and not "1" <= bits[0] <= "9") or not bits or not all("0" <= c <= "9" for c in bits):
        raise _prefix_error(s, "bad bits after slash: " + go_quote(bits))
    if len(bits) > 19 or int(bits) >= 2**63:
        raise _prefix_error(s, "bad bits after slash: " + go_quote(bits))
    if int(bits) > ip.bits:
        raise _prefix_error(s, "prefix length out of range")
    return CIDR(ip, int(bits))


# --- the libraries' parsing (ip.go parseIPAddr, cidr.go parseCIDR) and their texts -----------------


def ip_of(s: str) -> IP:
    """ip(s): library/ip.go parseIPAddr (no zone, no IPv4-mapped IPv6), with its texts."""
    try:
        ip, zone = parse_addr(s)
    except NetError as e:
        raise NetError(f"IP Address {go_quote(s)} parse error during conversion from string: {e}") from None
    if zone:
        raise NetError(f"IP address {go_quote(s)} with zone value is not allowed")
    if not ip.v4 and ip.value >> 32 == 0xFFFF:
        raise NetError(f"IPv4-mapped IPv6 address {go_quote(s)} is not allowed")
    return ip


def is_canonical(s: str) -> bool:
    """ip.isCanonical(s): the address parses and Addr.String() gives `s` back."""
    return str(ip_of(s)) == s


_CIDR_CONTEXT = "network address parse error during conversion from string: "


def cidr_of(s: str) -> CIDR:
    """cidr(s): library/cidr.go stringToCIDR over parseCIDR, each adding its context to the text."""
    try:
        prefix = parse_prefix(s)
    except NetError as e:
        raise NetError(f"{_CIDR_CONTEXT}{_CIDR_CONTEXT}{e}") from None
    if not prefix.ip.v4 and prefix.ip.value >> 32 == 0xFFFF:
        raise NetError(f"{_CIDR_CONTEXT}IPv4-mapped IPv6 address {go_quote(s)} is not allowed")
    return prefix


# --- net/url --------------------------------------------------------------------------------------

_PATH, _PATH_SEGMENT, _HOST, _ZONE, _USER_PASSWORD, _QUERY_COMPONENT, _FRAGMENT = range(1, 8)
_ALNUM = frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
_HOST_OK = frozenset(b"!$&'()*+,;=:[]<>\"")
_UNRESERVED_MARK = frozenset(b"-_.~")
_RESERVED = frozenset(b"$&+,/:;=?@")
_SUB_DELIMS = frozenset(b"!$&'()*+,;=:@[]%")  # validEncoded's own list
_USERINFO_OK = frozenset("-._:~!$&'()*+,;=%@")
MAX_QUERY_PARAMETERS = 10_000  # Go's urlmaxqueryparams default


def _should_escape(c: int, mode: int) -> bool:
    """net/url shouldEscape."""
    if c in _ALNUM:
        return False
    if mode in (_HOST, _ZONE) and c in _HOST_OK:
        return False
    if c in _UNRESERVED_MARK:
        return False
    if c in _RESERVED:
        if mode == _PATH:
            return c == 0x3F  # '?'
        if mode == _PATH_SEGMENT:
            return c in b"/;,?"
        if mode == _USER_PASSWORD:
            return c in b"@/?:"
        if mode == _QUERY_COMPONENT:
            return True
        if mode == _FRAGMENT:
            return False
    if mode == _FRAGMENT and c in b"!()*":
        return False
    return True


def _unhex(c: int) -> int:
    return int(chr(c), 16)


def _ishex(c: int) -> bool:
    return chr(c) in _HEX


def _unescape(s: bytes, mode: int) -> bytes:
    """net/url unescape; NetError with Go's EscapeError / InvalidHostError text."""
    i, n, has_plus = 0, 0, False
    while i < len(s):
        c = s[i]
        if c == 0x25:  # '%'
            n += 1
            if i + 2 >= len(s) or not _ishex(s[i + 1]) or not _ishex(s[i + 2]):
                raise NetError("invalid URL escape " + go_quote(_qtext(s[i : i + 3])))
            if mode == _HOST and _unhex(s[i + 1]) < 8 and s[i : i + 3] != b"%25":
                raise NetError("invalid URL escape " + go_quote(_qtext(s[i : i + 3])))
            if mode == _ZONE:
                v = _unhex(s[i + 1]) << 4 | _unhex(s[i + 2])
                if s[i : i + 3] != b"%25" and v != 0x20 and _should_escape(v, _HOST):
                    raise NetError("invalid URL escape " + go_quote(_qtext(s[i : i + 3])))
            i += 3
        elif c == 0x2B:  # '+'
            has_plus = mode == _QUERY_COMPONENT
            i += 1
        else:
            if mode in (_HOST, _ZONE) and c < 0x80 and _should_escape(c, mode):
                raise NetError(f"invalid character {go_quote(chr(c))} in host name")
            i += 1
    if n == 0 and not has_plus:
        return s
    out = bytearray()
    i = 0
    while i < len(s):
        c = s[i]
        if c == 0x25:
            out.append(_unhex(s[i + 1]) << 4 | _unhex(s[i + 2]))
            i += 3
            continue
        out.append(0x20 if c == 0x2B and mode == _QUERY_COMPONENT else c)
        i += 1
    return bytes(out)


def _escape(s: bytes, mode: int) -> bytes:
    """net/url escape."""
    out = bytearray()
    for c in s:
        if c == 0x20 and mode == _QUERY_COMPONENT:
            out.append(0x2B)
        elif _should_escape(c, mode):
            out += b"%" + b"0123456789ABCDEF"[c >> 4 : (c >> 4) + 1] + b"0123456789ABCDEF"[c & 15 : (c & 15) + 1]
        else:
            out.append(c)
    return bytes(out)


def text(b: bytes) -> str:
    """Bytes as a CEL string (Go keeps them as they are; a CEL value here is text)."""
    return b.decode("utf-8", "replace")


def _qtext(b: bytes) -> str:
    """Bytes for go_quote, which writes each byte that is not UTF-8 as Go's Quote does (\\xHH)."""
    return b.decode("utf-8", "surrogateescape")


def _valid_encoded(s: bytes, mode: int) -> bool:
    return all(c in _SUB_DELIMS or not _should_escape(c, mode) for c in s)


def _valid_optional_port(port: bytes) -> bool:
    return not port or (port[:1] == b":" and all(0x30 <= c <= 0x39 for c in port[1:]))


@dataclass(frozen=True, slots=True)
class URL:
    """A url.URL, its fields as Go keeps them (bytes)."""

    CEL_TYPE = "kubernetes.URL"
    scheme: bytes = b""
    opaque: bytes = b""
    user: tuple[bytes, bytes | None] | None = None  # username, password (None: no password)
    host: bytes = b""
    path: bytes = b""
    raw_path: bytes = b""
    omit_host: bool = False
    force_query: bool = False
    raw_query: bytes = b""
    fragment: bytes = b""
    raw_fragment: bytes = b""

    def escaped_path(self) -> bytes:
        if self.raw_path and _valid_encoded(self.raw_path, _PATH):
            try:
                if _unescape(self.raw_path, _PATH) == self.path:
                    return self.raw_path
            except NetError:
                pass
        if self.path == b"*":
            return b"*"
        return _escape(self.path, _PATH)

    def escaped_fragment(self) -> bytes:
        if self.raw_fragment and _valid_encoded(self.raw_fragment, _FRAGMENT):
            try:
                if _unescape(self.raw_fragment, _FRAGMENT) == self.fragment:
                    return self.raw_fragment
            except NetError:
                pass
        return _escape(self.fragment, _FRAGMENT)

    def string(self) -> str:
        """URL.String(): what apiserver/pkg/cel/url.go compares for equality."""
        buf = bytearray()
        if self.scheme:
            buf += self.scheme + b":"
        if self.opaque:
            buf += self.opaque
        else:
            if (self.scheme or self.host or self.user is not None) and not (
                self.omit_host and not self.host and self.user is None
            ):
                if self.host or self.path or self.user is not None:
                    buf += b"//"
                if self.user is not None:
                    name, password = self.user
                    buf += _escape(name, _USER_PASSWORD)
                    if password is not None:
                        buf += b":" + _escape(password, _USER_PASSWORD)
                    buf += b"@"
                if self.host:
                    buf += _escape(self.host, _HOST)
            path = self.escaped_path()
            if path and path[:1] != b"/" and self.host:
                buf += b"/"
            if not buf and b":" in path.split(b"/", 1)[0]:
                buf += b"./"
            buf += path
        if self.force_query or self.raw_query:
            buf += b"?" + self.raw_query
        if self.fragment:
            buf += b"#" + self.escaped_fragment()
        return text(bytes(buf))

    def hostname(self) -> str:
        return text(_split_host_port(self.host)[0])

    def port(self) -> str:
        return text(_split_host_port(self.host)[1])

    def query(self) -> dict[str, list[str]]:
        """URL.Query(): url.ParseQuery of the raw query, its errors ignored (the pairs that decode)."""
        out: dict[str, list[str]] = {}
        q = self.raw_query
        if q.count(b"&") + 1 > MAX_QUERY_PARAMETERS:
            return out
        for part in q.split(b"&") if q else []:
            if b";" in part or not part:
                continue
            key, _, value = part.partition(b"=")
            try:
                k, v = _unescape(key, _QUERY_COMPONENT), _unescape(value, _QUERY_COMPONENT)
            except NetError:
                continue
            out.setdefault(text(k), []).append(text(v))
        return out

    def __eq__(self, other: object) -> bool:
        return isinstance(other, URL) and self.string() == other.string()

    def __hash__(self) -> int:
        return hash(("url", self.string()))


def _split_host_port(host: bytes) -> tuple[bytes, bytes]:
    """net/url splitHostPort: the host without a valid `:port`, and the port."""
    colon = host.rfind(b":")
    port = b""
    if colon != -1 and _valid_optional_port(host[colon:]):
        host, port = host[:colon], host[colon + 1 :]
    if host[:1] == b"[" and host[-1:] == b"]":
        host = host[1:-1]
    return host, port


def _get_scheme(raw: bytes) -> tuple[bytes, bytes]:
    for i, c in enumerate(raw):
        if c in _ALNUM and not 0x30 <= c <= 0x39:
            continue
        if 0x30 <= c <= 0x39 or c in b"+-.":
            if i == 0:
                return b"", raw
            continue
        if c == 0x3A:  # ':'
            if i == 0:
                raise NetError("missing protocol scheme")
            return raw[:i], raw[i + 1 :]
        return b"", raw
    return b"", raw


def _parse_host(host: bytes) -> bytes:
    """net/url parseHost (Go 1.26: a bracketed host must be an IPv6 address; the first colon starts the port)."""
    bracket = host.rfind(b"[")
    if bracket > 0:
        raise NetError("invalid IP-literal")
    if bracket == 0:
        close = host.rfind(b"]")
        if close < 0:
            raise NetError("missing ']' in host")
        colon_port = host[close + 1 :]
        if not _valid_optional_port(colon_port):
            raise NetError(f"invalid port {go_quote(_qtext(colon_port))} after host")
        colon_port = _unescape(colon_port, _HOST)
        name = host[1:close]
        zone = name.find(b"%25")
        if zone >= 0:
            unescaped = _unescape(name[:zone], _HOST) + _unescape(name[zone:], _ZONE)
        else:
            unescaped = _unescape(name, _HOST)
        try:
            ip, _ = parse_addr(text(unescaped))
        except NetError as e:
            raise NetError(f"invalid host: {e}") from None
        if ip.v4:
            raise NetError("invalid IP-literal")
        return b"[" + unescaped + b"]" + colon_port
    colon = host.find(b":")
    if colon != -1 and not _valid_optional_port(host[colon:]):
        raise NetError(f"invalid port {go_quote(_qtext(host[colon:]))} after host")
    return _unescape(host, _HOST)


def _parse_authority(authority: bytes) -> tuple[tuple[bytes, bytes | None] | None, bytes]:
    at = authority.rfind(b"@")
    host = _parse_host(authority[at + 1 :] if at >= 0 else authority)
    if at < 0:
        return None, host
    userinfo = authority[:at]
    chars = userinfo.decode("utf-8", "replace")
    if not all(ch.isascii() and (ch.isalnum() or ch in _USERINFO_OK) for ch in chars):
        raise NetError("net/url: invalid userinfo")
    if b":" not in userinfo:
        return (_unescape(userinfo, _USER_PASSWORD), None), host
    name, _, password = userinfo.partition(b":")
    return (_unescape(name, _USER_PASSWORD), _unescape(password, _USER_PASSWORD)), host


def _parse(raw: bytes, via_request: bool) -> URL:
    """net/url parse."""
    if any(c < 0x20 or c == 0x7F for c in raw):
        raise NetError("net/url: invalid control character in URL")
    if not raw and via_request:
        raise NetError("empty url")
    if raw == b"*":
        return URL(path=b"*")
    scheme, rest = _get_scheme(raw)
    scheme = scheme.lower()
    force_query, raw_query = False, b""
    if rest.endswith(b"?") and rest.count(b"?") == 1:
        force_query, rest = True, rest[:-1]
    else:
        rest, _, raw_query = rest.partition(b"?")
    if not rest.startswith(b"/"):
        if scheme:
            return URL(scheme=scheme, opaque=rest, force_query=force_query, raw_query=raw_query)
        if via_request:
            raise NetError("invalid URI for request")
        if b":" in rest.split(b"/", 1)[0]:
            raise NetError("first path segment in URL cannot contain colon")
    user, host, omit_host = None, b"", False
    if (scheme or (not via_request and not rest.startswith(b"///"))) and rest.startswith(b"//"):
        authority, slash, tail = rest[2:].partition(b"/")
        rest = slash + tail
        user, host = _parse_authority(authority)
    elif scheme and rest.startswith(b"/"):
        omit_host = True
    path = _unescape(rest, _PATH)
    raw_path = b"" if _escape(path, _PATH) == rest else rest
    return URL(scheme, b"", user, host, path, raw_path, omit_host, force_query, raw_query)


def _url_error(raw: bytes, e: NetError) -> NetError:
    """url.Error: `parse "<url>": <reason>`."""
    return NetError(f"parse {go_quote(_qtext(raw))}: {e}")


def parse_request_uri(s: str) -> URL:
    """url.ParseRequestURI."""
    raw = s.encode("utf-8", "surrogatepass")
    try:
        return _parse(raw, True)
    except NetError as e:
        raise _url_error(raw, e) from None


def parse_url(s: str) -> URL:
    """url.Parse: the fragment cut off first, then parsed as any URL reference."""
    raw = s.encode("utf-8", "surrogatepass")
    head, hash_, frag = raw.partition(b"#")
    try:
        url = _parse(head, False)
    except NetError as e:
        raise _url_error(head, e) from None
    if not hash_ or not frag:
        return url
    try:
        fragment = _unescape(frag, _FRAGMENT)
    except NetError as e:
        raise _url_error(raw, e) from None
    raw_fragment = b"" if _escape(fragment, _FRAGMENT) == frag else frag
    return URL(
        url.scheme,
        url.opaque,
        url.user,
        url.host,
        url.path,
        url.raw_path,
        url.omit_host,
        url.force_query,
        url.raw_query,
        fragment,
        raw_fragment,
    )


def url_of(s: str) -> URL:
    """url(s): library/urls.go stringToUrl (ParseRequestURI must accept it; Parse makes the value)."""
    try:
        parse_request_uri(s)
        return parse_url(s)
    except NetError as e:
        raise NetError(f"URL parse error during conversion from string: {e}") from None


def is_url(s: str) -> bool:
    try:
        parse_request_uri(s)
    except NetError:
        return False
    return True
