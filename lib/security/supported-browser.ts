// Next.js 16 supports Chrome/Edge/Firefox 111+ and Safari 16.4+. The check runs as an inline
// ES5 script before any bundle, so it still works in the browsers it is meant to warn.
const CHECK_SOURCE = `function (ua) {
  var m;
  if (/MSIE |Trident\\//.test(ua)) return false;
  if ((m = ua.match(/Edg(?:e|A|iOS)?\\/(\\d+)/))) return +m[1] >= 111;
  if ((m = ua.match(/(?:Firefox|FxiOS)\\/(\\d+)/))) return +m[1] >= 111;
  if ((m = ua.match(/(?:Chrome|Chromium|CriOS)\\/(\\d+)/))) return +m[1] >= 111;
  if ((m = ua.match(/Version\\/(\\d+)(?:\\.(\\d+))?.*Safari\\//)))
    return +m[1] > 16 || (+m[1] === 16 && +(m[2] || 0) >= 4);
  return true;
}`;

export const isSupportedBrowser = new Function('ua', `return (${CHECK_SOURCE})(ua);`) as (
  ua: string,
) => boolean;

/** The id of the banner the check reveals. */
export const UNSUPPORTED_BROWSER_ID = 'unsupported-browser';

/**
 * Inline script that reveals the banner in unsupported browsers. Its text never changes, so the
 * content policy of pages rendered per request can allow it by its hash (lib/security).
 */
export const UNSUPPORTED_BROWSER_SCRIPT = `(function(){try{if(!(${CHECK_SOURCE})(navigator.userAgent)){document.getElementById(${JSON.stringify(
  UNSUPPORTED_BROWSER_ID,
)}).hidden=false;}}catch(e){}})();`;
