/*
 * WeChat built-in browser stand-in (demo only). Served from /__sim/wechat.js and loaded before
 * the app. Plain script, no eval and no inline code, so it works under a strict CSP.
 * It stands in only where WeChat would be and is not: a WeChat user agent outside the mini program
 * (whose web-view also says MicroMessenger, and has its own bridge) with no real WeixinJSBridge, in a
 * page of its own (a framed page, such as the live preview in an editor, is a tool's, not WeChat's). There it
 * - defines window.WeixinJSBridge; getBrandWCPayRequest shows a labelled fake payment sheet
 * - points the client's OAuth redirect at the local stand-in
 * - shows a badge so nobody mistakes it for the real thing
 * In the native app, the mini program or a plain browser it does nothing: the app runs as it would there.
 */
(function () {
  'use strict';

  /** The host as the app tells it (src/core/bridge/environment.ts), decided once per page load. */
  function standsInForWechat() {
    var ua = navigator.userAgent;
    var inMiniProgram = window.__wxjs_environment === 'miniprogram' || /miniprogram/i.test(ua);
    // A native bridge means the app is the host, whatever its user agent says.
    var hasRealBridge = Boolean(window.WeixinJSBridge || window.WebViewJavascriptBridge);
    return /MicroMessenger/i.test(ua) && !inMiniProgram && !hasRealBridge && window.top === window;
  }
  // Loaded twice, the second run finds the first one's bridge and stops here.
  if (!standsInForWechat()) return;
  // Says so to anyone who looks (tests, a developer's console): this WeChat is the stand-in.
  window.__WECHAT_SIM__ = true;

  window.__WX_OAUTH_AUTHORIZE_URL__ = '/__sim/oauth2/authorize';

  function el(tag, css, text) {
    var node = document.createElement(tag);
    if (css) node.style.cssText = css;
    if (text) node.textContent = text;
    return node;
  }

  function showBadge() {
    // At the right edge, half way down: the 12 px gutter beside the mall's cards, clear of the top
    // tabs and the bottom bars, and of the tool pages' controls. Every tap goes through it.
    var badge = el('div',
      'position:fixed;top:50%;right:0;z-index:2147483646;transform:translateY(-50%);box-sizing:border-box;' +
      'width:12px;padding:4px 0;border-radius:6px 0 0 6px;background:rgba(7,193,96,.85);color:#fff;' +
      'font:10px/12px sans-serif;writing-mode:vertical-rl;pointer-events:none;',
      '模拟微信环境');
    badge.setAttribute('data-testid', 'wechat-sim-badge');
    document.body.appendChild(badge);
  }

  function postJson(url, body) {
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    }).then(function (res) {
      if (!res.ok) throw new Error('HTTP ' + res.status);
      return res.json();
    });
  }

  function paySheet(params, done) {
    var pkg = (params && params['package']) || '';
    var overlay = el('div', 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.5);display:flex;align-items:flex-end;');
    overlay.setAttribute('data-testid', 'wechat-sim-pay');
    var sheet = el('div', 'width:100%;background:#fff;border-radius:12px 12px 0 0;padding:16px 16px 24px;box-sizing:border-box;font:15px/1.5 sans-serif;text-align:center;');
    var title = el('div', 'font-weight:600;font-size:16px;', '模拟微信支付 (demo)');
    var note = el('div', 'color:#969799;font-size:12px;margin:4px 0 8px;', '这不是真实支付，不会产生任何扣款');
    var amount = el('div', 'font-size:28px;font-weight:600;margin:8px 0 16px;min-height:42px;', '');
    sheet.appendChild(title);
    sheet.appendChild(note);
    sheet.appendChild(amount);

    fetch('/__sim/wechat/order?package=' + encodeURIComponent(pkg), { credentials: 'same-origin' })
      .then(function (res) { return res.ok ? res.json() : null; })
      .then(function (info) { if (info && info.pay_price) amount.textContent = '¥' + info.pay_price; })
      .catch(function () { /* amount unknown: leave blank */ });

    var finished = false;
    function finish(result) {
      if (finished) return;
      finished = true;
      overlay.remove();
      done({ err_msg: 'get_brand_wcpay_request:' + result });
    }
    function button(label, color, testid, onClick) {
      var b = el('button',
        'display:block;width:100%;margin-top:10px;padding:10px 0;border:0;border-radius:8px;font-size:16px;color:#fff;background:' + color + ';',
        label);
      b.type = 'button';
      b.setAttribute('data-testid', testid);
      b.addEventListener('click', onClick);
      sheet.appendChild(b);
      return b;
    }
    button('支付成功', '#07c160', 'wechat-sim-pay-ok', function (event) {
      event.currentTarget.disabled = true;
      postJson('/__sim/wechat/pay', { package: pkg })
        .then(function () { finish('ok'); })
        .catch(function () { finish('fail'); });
    });
    button('取消', '#969799', 'wechat-sim-pay-cancel', function () { finish('cancel'); });
    button('支付失败', '#ee0a24', 'wechat-sim-pay-fail', function () { finish('fail'); });
    overlay.appendChild(sheet);
    document.body.appendChild(overlay);
  }

  window.WeixinJSBridge = {
    invoke: function (name, params, callback) {
      var cb = typeof callback === 'function' ? callback : function () {};
      if (name === 'getBrandWCPayRequest') {
        paySheet(params || {}, cb);
        return;
      }
      setTimeout(function () { cb({ err_msg: name + ':fail not supported in simulation' }); }, 0);
    },
    on: function () {},
    call: function () {},
  };

  function ready() {
    showBadge();
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
  }
  // Deferred and module scripts (the app) have run by DOMContentLoaded, so their listeners see it.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
})();
