"""The Kubernetes IP, CIDR and URL CEL libraries (dra_conform.semantics.cel.values.netlib and library/ip.py, cidr.py, urls.py) against upstream.

Sources, case names kept:
- Go's parsing: golang/go src/net/netip/netip_test.go TestParseAddr (its valid and invalid addresses;
  the embedded-IPv4 error text is Go 1.22's parseIPv4Fields, which names the whole input), and the
  Go 1.26 net/url rules urls.go relies on.
- Costs: kubernetes/kubernetes staging/src/k8s.io/apiserver/pkg/cel/library/cost_test.go TestURLsCost,
  TestIPCost, TestIPIsCanonicalCost, TestCIDRCost (the runtime cost and the estimate's Max exactly, as
  1.37 has them: cel-go v0.29.2 in apiserver's go.mod, cost.go charging global parses by the string), and
  apiextensions-apiserver/pkg/apiserver/schema/cel/validation_test.go's "cost for extended lib
  calculated correctly: url".
- Evaluation: validation_test.go TestValidationExpressions "URL parsing" and "IP and CIDR" (every
  rule true; `self.url` given as its string, the test object's field).
"""

from __future__ import annotations

import ipaddress
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dra_conform.semantics.cel import Device, Options, compile, compiler, evaluate
from dra_conform.semantics.cel import cost as cost_model
from dra_conform.semantics.cel.interpreter import Budget, program
from dra_conform.semantics.cel.values import netlib
from dra_conform.semantics.cel.values.core import EvalError


def estimate_and_runtime(expression: str) -> tuple[tuple[float, float], int]:
    checked = compiler.check(expression)
    assert checked.result is None, checked.result
    bounds = cost_model.estimate(checked.ast, checked.subst, compiler.Options().shape())
    budget = Budget(tracked=True)
    program(checked.ast, budget)({})
    return bounds, budget.limit - budget.cost


# --- Go's netip.ParseAddr (netip_test.go TestParseAddr) ----------------------------------------------

# in -> String() (the input itself where upstream's str is "")
VALID_IPS = {
    "0.0.0.0": "0.0.0.0",
    "192.168.140.255": "192.168.140.255",
    "::": "::",
    "::1": "::1",
    "fd7a:115c:a1e0:ab12:4843:cd96:626b:430b": "fd7a:115c:a1e0:ab12:4843:cd96:626b:430b",
    "fd7a:115c::626b:430b": "fd7a:115c::626b:430b",
    "fd7a:115c:a1e0:ab12:4843:cd96::": "fd7a:115c:a1e0:ab12:4843:cd96::",
    "fd7a:115c:a1e0:ab12:4843:cd96:626b::": "fd7a:115c:a1e0:ab12:4843:cd96:626b:0",
    "fd7a:115c:a1e0::4843:cd96:626b:430b": "fd7a:115c:a1e0:0:4843:cd96:626b:430b",
    "FD9E:1A04:F01D::1": "fd9e:1a04:f01d::1",
}
INVALID_IPS = [
    "",
    "bad",
    "1234",
    "1.2.3.4%eth0",
    ".1.2.3",
    "1.2.3.",
    "1..2.3",
    "1.2.3.4.5",
    "0300.0250.0214.0377",
    "0xc0.0xa8.0x8c.0xff",
    "192.168.12345",
    "127.0.1",
    "192.1234567",
    "127.1",
    "192.168.300.1",
    "192.168.0.1.5.6",
    "1:2:3:4:5:6:7",
    "1:2:3:4:5:6:7:8:9",
    "1:2:3:4::5:6:7:8",
    "fe801::1",
    "fe80:tail:scal:e::",
    "fe80::1%",
    "ffff:ffff:ffff:ffff:ffff:ffff:ffff:192.168.140.255",
    "ffff::ffff:ffff:ffff:ffff:ffff:ffff:192.168.140.255",
    "::ffff:192.168.140.bad",
    "fe80::1::1",
    "fe80:1?:1",
    "fe80:",
]


@pytest.mark.parametrize(("text", "string"), VALID_IPS.items(), ids=list(VALID_IPS))
def test_parse_addr_valid(text, string):
    ip, zone = netlib.parse_addr(text)
    assert (str(ip), zone) == (string, "")
    assert netlib.parse_addr(str(ip))[0] == ip  # ParseAddr(ip.String()) is the identity


@pytest.mark.parametrize("text", INVALID_IPS)
def test_parse_addr_invalid(text):
    with pytest.raises(netlib.NetError, match=r"^ParseAddr\("):
        netlib.parse_addr(text)


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("010.000.015.001", 'ParseAddr("010.000.015.001"): IPv4 field has octet with leading zero'),
        ("::ffff:1.2.03.4", 'ParseAddr("::ffff:1.2.03.4"): IPv4 field has octet with leading zero'),
        ("1.2.3.4.5", 'ParseAddr("1.2.3.4.5"): IPv4 address too long'),
        ("1..2.3", 'ParseAddr("1..2.3"): IPv4 field must have at least one digit (at ".2.3")'),
        ("fe801::1", 'ParseAddr("fe801::1"): each group must have 4 or less digits (at "fe801::1")'),
        ("fe80::1::1", 'ParseAddr("fe80::1::1"): multiple :: in address (at ":1")'),
        ("fe80:", 'ParseAddr("fe80:"): colon must be followed by more characters (at ":")'),
        ("1:2:3:4::5:6:7:8", 'ParseAddr("1:2:3:4::5:6:7:8"): the :: must expand to at least one field of zeros'),
        ("fe80::1%", 'ParseAddr("fe80::1%"): zone must be a non-empty string'),
        ("%eth0", 'ParseAddr("%eth0"): missing IPv6 address'),
        ("1\x00.2.3.4", 'ParseAddr("1\\x00.2.3.4"): unexpected character (at "\\x00.2.3.4")'),
    ],
)
def test_parse_addr_errors_are_gos(text, error):
    with pytest.raises(netlib.NetError) as e:
        netlib.parse_addr(text)
    assert str(e.value) == error


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("1.2.3.4", "netip.ParsePrefix(\"1.2.3.4\"): no '/'"),
        ("1.2.3.4/", 'netip.ParsePrefix("1.2.3.4/"): bad bits after slash: ""'),
        ("1.2.3.4/024", 'netip.ParsePrefix("1.2.3.4/024"): bad bits after slash: "024"'),
        ("1.2.3.4/+8", 'netip.ParsePrefix("1.2.3.4/+8"): bad bits after slash: "+8"'),
        ("1.2.3.4/33", 'netip.ParsePrefix("1.2.3.4/33"): prefix length out of range'),
        ("::/129", 'netip.ParsePrefix("::/129"): prefix length out of range'),
        ("fe80::1%en0/64", 'netip.ParsePrefix("fe80::1%en0/64"): IPv6 zones cannot be present in a prefix'),
        ("1.2.3.4/8/8", 'netip.ParsePrefix("1.2.3.4/8/8"): ParseAddr("1.2.3.4/8"): unexpected character (at "/8")'),
    ],
)
def test_parse_prefix_errors_are_gos(text, error):
    with pytest.raises(netlib.NetError) as e:
        netlib.parse_prefix(text)
    assert str(e.value) == error


def test_go_quote_is_strconv_quote():
    assert netlib.go_quote('a"\\\n\t\x01\x7fé\u2028\U0001f600') == '"a\\"\\\\\\n\\t\\x01\\x7fé\\u2028😀"'


# --- the libraries' own rules: zones, IPv4-mapped addresses, texts -----------------------------------


@pytest.mark.parametrize(
    ("expression", "error"),
    [
        ('ip("fe80::1%en0")', 'IP address "fe80::1%en0" with zone value is not allowed'),
        ('ip("::ffff:192.168.0.1")', 'IPv4-mapped IPv6 address "::ffff:192.168.0.1" is not allowed'),
        (
            'ip("1.2.3.04")',
            'IP Address "1.2.3.04" parse error during conversion from string: '
            'ParseAddr("1.2.3.04"): IPv4 field has octet with leading zero',
        ),
        (
            'cidr("::ffff:1.2.3.4/120")',
            'network address parse error during conversion from string: IPv4-mapped IPv6 address "::ffff:1.2.3.4/120" '
            "is not allowed",
        ),
        (
            'url("https://a:b:c/")',
            'URL parse error during conversion from string: parse "https://a:b:c/": invalid port ":b:c" after host',
        ),
        (
            'url("../relative-path")',
            'URL parse error during conversion from string: parse "../relative-path": invalid URI for request',
        ),
        (
            'url("https://[1.2.3.4]/")',
            'URL parse error during conversion from string: parse "https://[1.2.3.4]/": invalid IP-literal',
        ),
        (
            'url("https://example.com/%zz")',
            'URL parse error during conversion from string: parse "https://example.com/%zz": invalid URL escape "%zz"',
        ),
        ('dyn(ip("1.2.3.4")) == "1.2.3.4"', "no such overload"),  # ip.go Equal: another kind is an error
    ],
)
def test_runtime_errors_are_upstreams(expression, error):
    checked = compiler.check(expression)
    assert checked.result is None
    with pytest.raises(EvalError) as e:
        program(checked.ast, Budget())({})
    assert str(e.value) == error


@pytest.mark.parametrize(
    ("expression", "value"),
    [
        ('cidr("10.0.0.0/8").containsCIDR("10.1.0.0/16")', True),  # kubernetes#130450: masked before comparing
        ('cidr("192.168.0.0/24").containsCIDR(cidr("192.168.0.1/32"))', True),
        ('cidr("2001:db8::/32").containsIP(ip("192.168.1.1"))', False),
        ('cidr("0.0.0.0/0").containsIP("255.255.255.255")', True),
        ('cidr("::/0").containsCIDR("0.0.0.0/0")', False),
        ('cidr("192.168.0.1/24") == cidr("192.168.0.1/24").masked()', False),
        ('ip.isCanonical("2001:db8::0:0:0:abcd")', False),
        ('ip("ff02::1").isLinkLocalMulticast() && !ip("ff00::1").isLinkLocalMulticast()', True),  # Go's ff0f mask
        ('"a" == dyn(ip("1.2.3.4"))', False),  # string's Equal: false, not an error
        ('ip("1.2.3.4") in [dyn("x"), dyn(ip("1.2.3.4"))]', True),  # a list's Contains skips an Equal error
        ('ip("1.2.3.4") in [dyn("x")]', False),
        ('[dyn(ip("1.2.3.4"))] == [dyn("x")]', True),  # a list's Equal stops only at False (cel-go list.go)
        ('url("http://x/%41") == url("http://x/A")', False),  # URL.String() keeps the escaping
        ('url("HTTP://x/") == url("http://x/")', True),
        ('url("https://h/p?a=1&a=2&b").getQuery()', {"a": ["1", "2"], "b": [""]}),
        ('url("https://h/p?a;b=1&c=%zz&d=%41+x").getQuery()', {"d": ["A x"]}),  # ParseQuery's errors skipped
        ('url("https://[fe80::1%25en0]:8080/").getHostname()', "fe80::1%en0"),
        ('url("*").getEscapedPath()', "*"),
        ('url("https://example.com/a%2Fb").getEscapedPath()', "/a%2Fb"),
        ('isURL("")', False),
        ('isURL("https://example.com/\\x7f")', False),  # a control character
    ],
)
def test_evaluates_as_upstream(expression, value):
    checked = compiler.check(expression)
    assert checked.result is None, checked.result
    assert program(checked.ast, Budget())({}) == value


@pytest.mark.parametrize(
    "expression",
    ['ip("1.2.3.4").isCanonical()', 'string(url("https://x"))', "cidr(192168)", "type(url('x')) == kubernetes.URL"],
)
def test_what_upstream_does_not_declare_is_a_compile_error(expression):
    result = compile(expression)
    assert result.problem is not None and result.problem.kind == "Invalid"


# --- costs (library/cost.go; cost_test.go) -------------------------------------------------------------

IPV4, IPV6 = "ip('192.168.0.1')", "ip('2001:db8:3333:4444:5555:6666:7777:8888')"
CIDR4, CIDR6 = "cidr('192.168.0.0/16')", "cidr('2001:db8::/32')"
# expression, upstream's estimated cost (min, max) or None where upstream gives none, runtime cost
COSTS = [
    *(
        (f"url('https:://kubernetes.io/'){op}", (4, 4), 4)
        for op in (".getScheme()", ".getHostname()", ".getHost()", ".getPort()", ".getEscapedPath()", ".getQuery()")
    ),
    ("url('https:://kubernetes.io/') == url('https:://kubernetes.io/')", (7, 9), 7),  # cost_test.go before 1.34
    ("url('https:://kubernetes.io/') == url('http://x.b')", (5, 5), 5),
    ("url('https:://kubernetes.io/').getHostname() != 'test'", None, 4),  # validation_test.go: runtime only
    (IPV4, (2, 2), 2),
    (IPV6, (4, 4), 4),
    *(
        (IPV4 + op, (3, 3), 3)
        for op in (
            ".family()",
            ".isUnspecified()",
            ".isLoopback()",
            ".isLinkLocalMulticast()",
            ".isLinkLocalUnicast()",
            ".isGlobalUnicast()",
        )
    ),
    *(
        (IPV6 + op, (5, 5), 5)
        for op in (
            ".family()",
            ".isUnspecified()",
            ".isLoopback()",
            ".isLinkLocalMulticast()",
            ".isLinkLocalUnicast()",
            ".isGlobalUnicast()",
        )
    ),
    (IPV4 + " == ip('192.168.0.1')", (5, 5), 5),
    (IPV6 + " == ip('192.168.0.1')", (7, 7), 7),
    ("ip.isCanonical('192.168.0.1')", (3, 3), 3),
    ("ip.isCanonical('2001:db8:3333:4444:5555:6666:7777:8888')", (8, 8), 8),
    ("ip.isCanonical('2001:db8::abcd')", (3, 3), 3),
    (CIDR4, (2, 2), 2),
    (CIDR6, (2, 2), 2),
    *((c + op, (3, 3), 3) for c in (CIDR4, CIDR6) for op in (".ip()", ".prefixLength()", ".masked()")),
    *((c + " == cidr('2001:db8::/32')", (5, 5), 5) for c in (CIDR4, CIDR6)),
    (CIDR4 + ".containsCIDR(cidr('192.0.0.0/30'))", (7, 11), 7),
    (CIDR4 + ".containsCIDR(cidr('192.168.0.0/16'))", (7, 11), 7),
    (CIDR4 + ".containsCIDR('192.0.0.0/30')", (7, 11), 7),
    (CIDR4 + ".containsCIDR('192.168.0.0/16')", (7, 11), 7),
    (CIDR4 + ".containsIP(ip('192.0.0.1'))", (4, 7), 4),
    (CIDR4 + ".containsIP(ip('192.169.0.1'))", (5, 8), 5),
    (CIDR4 + ".containsIP(ip('192.169.169.250'))", (5, 8), 5),
    (CIDR4 + ".containsIP('192.0.0.1')", (4, 7), 4),
    (CIDR4 + ".containsIP('192.169.0.1')", (5, 8), 5),
    (CIDR6 + ".containsCIDR(cidr('2001:db8::/126'))", (7, 11), 7),
    (CIDR6 + ".containsCIDR(cidr('2001:db8::/32'))", (7, 11), 7),
    (CIDR6 + ".containsCIDR('2001:db8::/126')", (7, 11), 7),
    (CIDR6 + ".containsCIDR('2001:db8::/32')", (7, 11), 7),
    (CIDR6 + ".containsIP(ip('2001:db8:3333:4444:5555:6666:7777:8888'))", (7, 10), 7),
    (CIDR6 + ".containsIP(ip('2001:db8::1'))", (5, 8), 5),
    (CIDR6 + ".containsIP('2001:db8:3333:4444:5555:6666:7777:8888')", (7, 10), 7),
    (CIDR6 + ".containsIP('2001:db8::1')", (5, 8), 5),
    # not in cost_test.go: library/cost.go's rules applied by hand (isIP/isCIDR traverse the string, isURL
    # and string() are cel-go's default 1)
    ("isIP('192.168.0.1')", (2, 2), 2),
    ("isCIDR('192.168.0.0/16')", (2, 2), 2),
    ("isURL('https://example.com')", (1, 1), 1),
    (f"string({IPV4})", (3, 3), 3),
    (f"string({CIDR4})", (3, 3), 3),
]


@pytest.mark.parametrize(("expression", "estimate", "runtime"), COSTS, ids=[c[0] for c in COSTS])
def test_costs_are_library_cost_gos(expression, estimate, runtime):
    (low, high), actual = estimate_and_runtime(expression)
    assert actual == runtime
    # cost_test.go's estimates: validation compares the Max; where upstream's Min is its Max too, both of
    # dra-conform's bounds of the Max are it
    if estimate is not None:
        assert high == estimate[1]
        assert low <= estimate[0]
        if estimate[0] == estimate[1]:
            assert low == estimate[0]


@pytest.mark.parametrize(
    ("call", "per_char"),
    [("ip", 0.1), ("cidr", 0.1), ("isIP", 0.1), ("isCIDR", 0.1), ("ip.isCanonical", 0.2), ("url", 0.1), ("isURL", 0)],
)
@pytest.mark.parametrize("length", [0, 1, 9, 10, 11, 95])
def test_global_parse_estimate_is_the_strings_traversal(call, per_char, length):
    # library/cost.go EstimateCallCost at 1.37: the argument's size times 0.1 (0.2 for isCanonical, which
    # parses and compares), rounded up; isURL has no case there, cel-go's default 1
    checked = compiler.check(f"{call}('{'a' * length}')")
    assert checked.result is None, checked.result
    bounds = cost_model.estimate(checked.ast, checked.subst, compiler.Options().shape())
    own = math.ceil(length * per_char) if per_char else 1
    assert bounds == (own, own)


@pytest.mark.parametrize(
    "expression",
    [
        "ip('::1') != ip('::2')",
        "cidr('::1/128') != cidr('::2/128')",
        "[ip('::1')].exists(x, x != ip('::2'))",
        "cidr('10.0.0.0/8').ip() != ip('10.0.0.1')",
    ],
)
def test_ip_inequality_is_cels_own_equality_which_cannot_size_an_ip(expression):
    # `!=` is not library/cost.go's: cel-go's Equals/NotEquals estimate charges the smaller operand's size,
    # and an IP or CIDR has none (no result size, no device path): the estimate saturates, so the
    # apiserver rejects the selector as too complex
    result = compile(expression)
    assert result.problem is not None and result.problem.detail == "too complex, exceeds cost limit"
    assert result.max_cost == 2**64 - 1


def test_ip_inequality_against_a_sized_operand_is_charged_by_that_operand():
    # the smaller operand decides: dyn('abc') keeps its 3 characters (cel-go's maybeUnwrapDynCall), so
    # ceil(3 * 0.1) + ip('::1') 1 + dyn() 1 (at run time it is the IP's Equal: no such overload)
    checked = compiler.check("ip('::1') != dyn('abc')")
    assert cost_model.estimate(checked.ast, checked.subst, compiler.Options().shape()) == (3, 3)
    result = compile("ip('::1') != dyn('abc')")
    assert result.problem is None and result.not_checked is None


def test_url_inequality_is_charged_by_the_smaller_url():
    # url()'s result size is its string's (cost.go); cel-go's NotEquals: ceil(min(8, 10) * 0.1) + 1 + 1
    (low, high), _ = estimate_and_runtime("url('http://a') != url('http://bcd')")
    assert (low, high) == (3, 3)


# --- apiextensions validation_test.go TestValidationExpressions -------------------------------------

SELF_URL = "https://user:pass@kubernetes.io:80/docs/home?k1=a&k2=b&k2=c#anchor"
VALIDATION_RULES = [
    # "URL parsing"
    "url('/path').getScheme() == ''",
    "url('https://example.com/').getScheme() == 'https'",
    "url('https://example.com:80/').getHost() == 'example.com:80'",
    "url('https://example.com/').getHost() == 'example.com'",
    "url('https://[::1]:80/').getHost() == '[::1]:80'",
    "url('https://[::1]/').getHost() == '[::1]'",
    "url('/path').getHost() == ''",
    "url('https://example.com:80/').getHostname() == 'example.com'",
    "url('https://127.0.0.1/').getHostname() == '127.0.0.1'",
    "url('https://[::1]/').getHostname() == '::1'",
    "url('/path').getHostname() == ''",
    "url('https://example.com:80/').getPort() == '80'",
    "url('https://example.com/').getPort() == ''",
    "url('/path').getPort() == ''",
    "url('https://example.com/path').getEscapedPath() == '/path'",
    "url('https://example.com/with space/').getEscapedPath() == '/with%20space/'",
    "url('https://example.com').getEscapedPath() == ''",
    "url('https://example.com/path?k1=a&k2=b&k2=c').getQuery() == { 'k1': ['a'], 'k2': ['b', 'c']}",
    "url('https://example.com/path?key with spaces=value with spaces').getQuery() == "
    "{ 'key with spaces': ['value with spaces']}",
    "url('https://example.com/path?').getQuery() == {}",
    "url('https://example.com/path').getQuery() == {}",
    f"url('{SELF_URL}').getScheme() == 'https'",
    f"url('{SELF_URL}').getHost() == 'kubernetes.io:80'",
    f"url('{SELF_URL}').getHostname() == 'kubernetes.io'",
    f"url('{SELF_URL}').getPort() == '80'",
    f"url('{SELF_URL}').getEscapedPath() == '/docs/home'",
    f"url('{SELF_URL}').getQuery() == {{'k1': ['a'], 'k2': ['b', 'c']}}",
    "isURL('https://user:pass@example.com:80/path?query=val#fragment')",
    "isURL('/path') == true",
    "isURL('https://a:b:c/') == false",
    "isURL('../relative-path') == false",
    # "IP and CIDR"
    'isIP("192.168.0.1")',
    'ip.isCanonical("127.0.0.1")',
    'ip("192.168.0.1").family() > 0',
    'ip("0.0.0.0").isUnspecified()',
    'ip("127.0.0.1").isLoopback()',
    'ip("224.0.0.1").isLinkLocalMulticast()',
    'ip("192.168.0.1").isGlobalUnicast()',
    'type(ip("192.168.0.1")) == net.IP',
    'cidr("192.168.0.0/24").containsIP(ip("192.168.0.1"))',
    'cidr("192.168.0.0/24").containsCIDR("192.168.0.0/25")',
    'cidr("2001:db8::/32").containsCIDR(cidr("2001:db8::/33"))',
    'type(cidr("2001:db8::/32").ip()) == net.IP',
    "cidr('192.168.0.0/24') == cidr('192.168.0.0/24').masked()",
    "cidr('192.168.0.0/16').prefixLength() == 16",
    "cidr('::1/128').ip().family() == 6",
]


@pytest.mark.parametrize("rule", VALIDATION_RULES)
def test_validation_rules_hold(rule):
    result = compile(rule, Options(cost_limit=2**64))  # upstream's tables have no cost limit: type(x) == t is
    # past the DRA limit (the estimate knows no size of a type value)
    assert result.problem is None and result.not_checked is None, result
    assert evaluate(result, Device("d", {}, {})).matched is True


# --- properties ---------------------------------------------------------------------------------------

_IP_TEXT = st.text(alphabet=st.sampled_from(list("0123456789abcdefABCDEF:.%/x ")), max_size=45)


@st.composite
def _addresses(draw: st.DrawFn) -> str:
    """Texts near the grammar: IPv4 quads, IPv6 groups with `::` and embedded quads, and noise."""
    kind = draw(st.sampled_from(["v4", "v6", "noise"]))
    octet = st.one_of(st.integers(0, 300).map(str), st.sampled_from(["00", "01", "007", "", "a"]))
    if kind == "v4":
        return ".".join(draw(st.lists(octet, min_size=2, max_size=6)))
    if kind == "v6":
        group = st.one_of(st.integers(0, 0xFFFFF).map(lambda n: f"{n:x}"), st.sampled_from(["", "FFFF", "0000"]))
        parts = draw(st.lists(group, min_size=1, max_size=10))
        text = ":".join(parts)
        if draw(st.booleans()):
            text += ":" + ".".join(draw(st.lists(octet, min_size=3, max_size=5)))
        return text
    return draw(_IP_TEXT)


@given(_addresses())
def test_parse_addr_agrees_with_pythons_ipaddress_where_go_and_python_agree(text):
    # The subset where the two agree: no zone (Python keeps it; the library refuses it). On it, Go's
    # ParseAddr and ipaddress accept the same texts and give the same address (and, but for the
    # IPv4-mapped ones, which ip() refuses, the same canonical text).
    try:
        ip, zone = netlib.parse_addr(text)
    except netlib.NetError as e:
        assert str(e).startswith(f"ParseAddr({netlib.go_quote(text)}): ")
        ip = None
    if "%" in text:
        return
    try:
        reference = ipaddress.ip_address(text)
    except ValueError:
        reference = None
    assert (ip is None) == (reference is None), (text, ip, reference)
    if ip is not None and reference is not None:
        assert (ip.value, ip.v4) == (int(reference), reference.version == 4)
        mapped = not ip.v4 and ip.value >> 32 == 0xFFFF
        if not mapped:
            assert str(ip) == str(reference)


@given(_addresses(), st.integers(0, 140))
def test_parse_prefix_agrees_with_pythons_ip_network(address, bits):
    text = f"{address}/{bits}"
    try:
        prefix = netlib.parse_prefix(text)
    except netlib.NetError:
        prefix = None
    if "%" in address:
        return
    try:
        reference = ipaddress.ip_network(text, strict=False)
    except ValueError:
        reference = None
    assert (prefix is None) == (reference is None), (text, prefix, reference)
    if prefix is not None and reference is not None:
        masked = prefix.masked()
        assert (masked.ip.value, masked.prefix) == (int(reference.network_address), reference.prefixlen)
        for probe in (reference.network_address, reference.broadcast_address):
            assert prefix.contains(netlib.IP(int(probe), probe.version == 4))


def _value_or_upstreams_error(text: str) -> None:
    for parse in (netlib.ip_of, netlib.cidr_of, netlib.url_of):
        try:
            value = parse(text)
        except netlib.NetError:
            continue
        if isinstance(value, netlib.URL):
            value.string(), value.hostname(), value.port(), value.escaped_path(), value.query()
        else:
            str(value)
    assert netlib.is_url(text) == _parses(netlib.parse_request_uri, text)


@given(st.text(max_size=60))
def test_any_text_is_a_value_or_upstreams_error_never_a_crash(text):
    _value_or_upstreams_error(text)


@given(st.text(alphabet=st.sampled_from(list("htps:/[]@%?#&=+ 01:.aZé\x7f")), max_size=40))
def test_url_texts_near_the_grammar_never_crash(text):
    _value_or_upstreams_error(text)


def _parses(parse, text) -> bool:
    try:
        parse(text)
    except netlib.NetError:
        return False
    return True


# random compositions of the libraries' functions, through compile() and evaluate() as a check runs them
_TEXT = st.text(alphabet=st.sampled_from(list("0123456789abcdef:./%[]@?#&=hts ")), max_size=24)
_ARG = st.one_of(
    _TEXT.map(lambda s: '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'),
    st.sampled_from(['device.attributes["x.io"].addr', 'device.attributes["x.io"].n', 'dyn("10.0.0.0/8")', "1"]),
)
_GLOBALS = ["ip", "cidr", "url", "isIP", "isCIDR", "isURL", "ip.isCanonical", "string", "type", "dyn"]
_MEMBERS = [
    "family()", "isUnspecified()", "isLoopback()", "isLinkLocalMulticast()", "isLinkLocalUnicast()",
    "isGlobalUnicast()", "masked()", "prefixLength()", "ip()", "getScheme()", "getHost()", "getHostname()",
    "getPort()", "getEscapedPath()", "getQuery()",
]  # fmt: skip


def _network_expression(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.one_of(
        st.tuples(st.sampled_from(_GLOBALS), inner).map(lambda t: f"{t[0]}({t[1]})"),
        st.tuples(inner, st.sampled_from(_MEMBERS)).map(lambda t: f"{t[0]}.{t[1]}"),
        st.tuples(inner, st.sampled_from(["containsIP", "containsCIDR"]), inner).map(
            lambda t: f"{t[0]}.{t[1]}({t[2]})"
        ),
        st.tuples(inner, st.sampled_from(["==", "!="]), inner).map(lambda t: f"({t[0]} {t[1]} {t[2]})"),
    )


@given(st.recursive(_ARG, _network_expression, max_leaves=6))
def test_random_library_expressions_compile_and_evaluate_to_a_verdict(expression):
    device = Device("d", {"x.io": {"addr": "192.168.0.1", "n": 7}}, {})
    result = compile(expression)
    assert result.problem is not None or result.not_checked is not None or result.ast is not None
    if result.can_evaluate:
        outcome = evaluate(result, device)  # never raises
        assert outcome.matched in (True, False, None)
    checked = compiler.check(expression)  # any well-typed value, not only a selector's bool
    if checked.result is None:
        try:
            program(checked.ast, Budget(tracked=True))({"device": device})
        except EvalError:
            pass  # upstream's runtime error; anything else (a crash, Unsupported) fails the test
