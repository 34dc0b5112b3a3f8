# -*- coding: utf-8 -*-
"""Where a punch-out may send the cart back: the buyer's allow-list of return URL prefixes.

An entry is an origin and a path prefix (``https://eproc.buyer.example/punchout/``). A return URL
(cXML BrowserFormPost, OCI HOOK_URL) is allowed when it is an absolute http(s) URL without user
info, with the entry's scheme, host and port, and a path under the entry's path by whole segments
(``/punchout`` allows ``/punchout/x``, not ``/punchout-evil``). Dot segments are resolved first, as
a browser resolves them before it posts (``/punchout/../admin`` is ``/admin``). The storefront
checks the same rules again before it builds the return form.
"""
import re
from urllib.parse import urlsplit

DEFAULT_PORTS = {'http': 80, 'https': 443}

# Browsers read a backslash as a slash and drop whitespace and control characters, so the URL
# they post to could differ from the one checked here: such URLs are refused outright.
_AMBIGUOUS = re.compile(r'[\s\\\x00-\x1f\x7f]')


def _without_dot_segments(path):
    """The path with ``.`` and ``..`` resolved (RFC 3986, 5.2.4), also when percent-encoded."""
    segments = path.split('/')
    kept = []
    for position, segment in enumerate(segments):
        meaning = segment.lower().replace('%2e', '.')
        last = position == len(segments) - 1
        if meaning in ('.', '..'):
            if meaning == '..' and len(kept) > 1:
                kept.pop()
            if last:
                kept.append('')
            continue
        kept.append(segment)
    return '/'.join(kept) or '/'


def parse_http_url(value):
    """``(scheme, host, port, path)`` of an absolute http(s) URL without user info, else None."""
    if not isinstance(value, str) or not value or _AMBIGUOUS.search(value):
        return None
    try:
        parts = urlsplit(value)
        port = parts.port
    except ValueError:
        return None
    scheme = parts.scheme.lower()
    if scheme not in DEFAULT_PORTS or not parts.hostname or '@' in parts.netloc:
        return None
    return scheme, parts.hostname.lower(), port or DEFAULT_PORTS[scheme], _without_dot_segments(parts.path)


def is_valid_entry(entry):
    """An allow-list entry is an http(s) origin with a path, nothing else (no query, no fragment)."""
    parts = parse_http_url(entry)
    return bool(parts) and '?' not in entry and '#' not in entry


def allows(entry, url):
    """Whether the allow-list entry allows the return URL."""
    allowed, candidate = parse_http_url(entry), parse_http_url(url)
    if not allowed or not candidate or allowed[:3] != candidate[:3]:
        return False
    prefix, path = allowed[3], candidate[3]
    if prefix.endswith('/'):
        return path.startswith(prefix)
    return path == prefix or path.startswith(prefix + '/')
