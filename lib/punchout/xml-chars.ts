/** Characters XML 1.0 cannot carry at all, not even as references (lone surrogates included). */
export const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
