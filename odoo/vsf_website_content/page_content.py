# -*- coding: utf-8 -*-
"""What a page's content and lookup need without the ORM: urls, language codes, and removing
elements (``excludedTags``) from rendered HTML.

The elements are removed with a small tokenizer instead of an HTML parser: a parser would write
the whole document out again (quotes, entities, void tags), while only the excluded elements may
change. It knows just enough HTML: comments, quoted attribute values, void elements and raw-text
elements (script, style...) whose content is never markup. Elements end at an explicit end tag
only, as in QWeb's output; an excluded element left open is removed up to the end of the
document, which removes too much rather than leaving a script in.
"""
import re
from collections import namedtuple

VOID_ELEMENTS = frozenset([
    'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track',
    'wbr',
])
RAW_TEXT_ELEMENTS = frozenset(['script', 'style', 'textarea', 'title', 'xmp'])

_VALID_TAG_NAME = re.compile(r'[a-z][a-z0-9-]*\Z')
_TAG_NAME = re.compile(r'[a-zA-Z][^\s/>]*')

# kind: 'open', 'close' or 'other' (comment, doctype, text); name: lower case, '' for 'other'.
Token = namedtuple('Token', 'kind name start end')


def normalize_page_url(url):
    """``/about``, ``about`` and ``/about/`` are the same page (Odoo keeps urls with a slash)."""
    url = url.strip()
    if not url.startswith('/'):
        url = '/' + url
    return url.rstrip('/') or '/'


def normalize_lang(code):
    """Odoo's language codes: ``de-de`` and ``de_DE`` are ``de_DE``, ``DE`` is ``de``."""
    parts = code.strip().replace('-', '_', 1).split('_')
    language = parts[0].lower()
    territory = parts[1] if len(parts) > 1 else ''
    return '%s_%s' % (language, territory.upper()) if territory else language


def choose_language(codes, default, wanted):
    """The language of ``codes`` asked for, else one of the same language, else ``default``."""
    if wanted in codes:
        return wanted
    language = wanted.split('_')[0]
    same_language = [code for code in codes if code.split('_')[0] == language]
    return same_language[0] if same_language else default


def remove_elements(html, tag_names):
    """The HTML without the elements named (tag and content); other markup stays as it was."""
    excluded = {name.strip().lower() for name in tag_names if isinstance(name, str)}
    excluded = {name for name in excluded if _VALID_TAG_NAME.match(name)}
    if not excluded:
        return html
    out = []
    index = 0
    while index < len(html):
        lt = html.find('<', index)
        if lt == -1:
            out.append(html[index:])
            break
        out.append(html[index:lt])
        token = _read_token(html, lt)
        if token.kind == 'open' and token.name in excluded:
            index = _element_end(html, token)
        elif token.kind == 'close' and token.name in excluded:
            index = token.end
        elif token.kind == 'open' and token.name in RAW_TEXT_ELEMENTS:
            # Kept as it is: a script's text may contain "<style>" and is not markup.
            index = _raw_text_end(html, token.name, token.end)
            out.append(html[lt:index])
        else:
            index = token.end
            out.append(html[lt:index])
    return ''.join(out)


def _tag_end(html, start):
    """Index just after the ``>`` that closes a tag, skipping quoted attribute values."""
    index = start
    while index < len(html):
        char = html[index]
        if char == '>':
            return index + 1
        index += 1
        if char != '=':
            continue
        while index < len(html) and html[index].isspace():
            index += 1
        quote = html[index:index + 1]
        if quote in ('"', "'"):
            close = html.find(quote, index + 1)
            if close == -1:
                return len(html)
            index = close + 1
    # A tag left open at the end of the document: browsers drop it, so does this.
    return len(html)


def _read_token(html, start):
    """The markup token that starts at ``start`` (where ``html[start]`` is ``<``)."""
    if html.startswith('<!--', start):
        close = html.find('-->', start + 4)
        return Token('other', '', start, len(html) if close == -1 else close + 3)
    following = html[start + 1:start + 2]
    if following in ('!', '?'):
        close = html.find('>', start)
        return Token('other', '', start, len(html) if close == -1 else close + 1)
    is_close = following == '/'
    name_start = start + (2 if is_close else 1)
    match = _TAG_NAME.match(html[name_start:name_start + 64])
    if not match:
        # A "<" that starts no tag ("a < b") is text.
        return Token('other', '', start, start + 1)
    name = match.group(0)
    return Token('close' if is_close else 'open', name.lower(), start,
                 _tag_end(html, name_start + len(name)))


def _raw_text_end(html, name, start):
    """Index after the end tag of a raw-text element whose content starts at ``start``."""
    match = re.compile(r'</%s(?=[\s/>])' % re.escape(name), re.IGNORECASE).search(html, start)
    return _tag_end(html, match.end()) if match else len(html)


def _element_end(html, token):
    """Where the element that ``token`` opens ends, its content included."""
    if token.name in VOID_ELEMENTS:
        return token.end
    if token.name in RAW_TEXT_ELEMENTS:
        return _raw_text_end(html, token.name, token.end)
    depth = 1
    index = token.end
    while index < len(html):
        lt = html.find('<', index)
        if lt == -1:
            break
        inner = _read_token(html, lt)
        # Raw-text children are skipped whole: a "</div>" inside a script does not count.
        if inner.kind == 'open' and inner.name in RAW_TEXT_ELEMENTS:
            index = _raw_text_end(html, inner.name, inner.end)
        else:
            index = inner.end
        if inner.name != token.name:
            continue
        if inner.kind == 'open' and inner.name not in VOID_ELEMENTS:
            depth += 1
        if inner.kind == 'close':
            depth -= 1
        if depth == 0:
            return inner.end
    return len(html)
