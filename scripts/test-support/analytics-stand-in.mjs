// A local stand-in for a self-hosted analytics server (Plausible, Umami or GoatCounter), for the
// browser suite: it serves a script with the provider's functions (plausible(), umami.track(),
// goatcounter.count()) that reports as the provider's does, to its endpoint, and records what
// arrives. The site loads it from the owner's `analytics.host` (e2e/a-fork.spec.ts).
import { createServer } from 'node:http';

/** Each provider's script, as served from its path: the provider's functions, reporting to the
 * endpoint under the script's own address, as the provider's script does. */
const scripts = {
  '/js/script.hash.manual.js': `(function () {
  var script = document.currentScript, domain = script.getAttribute('data-domain');
  var api = new URL('/api/event', script.src).href;
  window.plausible = function (name, options) {
    var request = new XMLHttpRequest();
    request.open('POST', api, true);
    request.setRequestHeader('Content-Type', 'text/plain');
    request.send(JSON.stringify({ n: name, u: (options && options.u) || location.href, d: domain, h: 1 }));
  };
})();`,
  '/script.js': `(function () {
  var script = document.currentScript, website = script.getAttribute('data-website-id');
  var api = new URL('/api/send', script.src).href;
  function payload() {
    return { website: website, hostname: location.hostname, title: document.title,
      url: location.pathname + location.search + location.hash };
  }
  function send(body) {
    fetch(api, { method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'event', payload: body }) });
  }
  window.umami = { track: function (what) {
    send(typeof what === 'function' ? what(payload()) : Object.assign(payload(), { name: what }));
  } };
})();`,
  '/count.js': `(function () {
  var endpoint = document.currentScript.getAttribute('data-goatcounter');
  window.goatcounter = { count: function (vars) {
    navigator.sendBeacon(endpoint + '?p=' + encodeURIComponent(vars.path) + '&t=' +
      encodeURIComponent(vars.title || '') + '&e=' + !!vars.event);
  } };
})();`,
};

/** What a report says, in one shape for every provider. */
function hitOf(path, query, body) {
  if (path === '/api/event') {
    const { n, u } = JSON.parse(body);
    const url = new URL(u);
    return n === 'pageview'
      ? { view: url.pathname + url.search + url.hash }
      : { event: n, on: url.pathname + url.search };
  }
  if (path === '/api/send') {
    const { payload } = JSON.parse(body);
    return payload.name ? { event: payload.name, on: payload.url } : { view: payload.url };
  }
  if (path === '/count')
    return query.get('e') === 'true' ? { event: query.get('t') } : { view: query.get('p') };
  return undefined;
}

/** Starts the stand-in on a free port of localhost; `hits` are the reports in their order. */
export function startAnalyticsStandIn() {
  const hits = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // As the providers' endpoints do: any site may report.
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'GET' && scripts[url.pathname]) {
        response.writeHead(200, { 'Content-Type': 'text/javascript' });
        return response.end(scripts[url.pathname]);
      }
      if (request.method === 'POST') {
        const hit = hitOf(url.pathname, url.searchParams, body);
        if (hit) hits.push(hit);
        response.writeHead(hit ? 202 : 404);
        return response.end();
      }
      response.writeHead(request.method === 'OPTIONS' ? 204 : 404);
      response.end();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, () =>
      resolve({
        url: `http://localhost:${server.address().port}`,
        hits,
        close: () => new Promise((closed) => server.close(closed)),
      }),
    );
  });
}
