// A stand-in external system (docs/external-systems.md) on loopback: GET /sso?token=… posts the token to the
// platform's verify call, as a vendor's server would, and answers a page greeting the user, or the platform's
// refusal. The e2e test frames it; the API test calls it.
import http from 'node:http';

export async function startExternalStandIn(platformBase) {
  const seen = [];
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    const token = url.searchParams.get('token') ?? '';
    let text;
    try {
      const r = await fetch(`${platformBase}/api/v1/external/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      const env = await r.json();
      seen.push(env);
      text = env.code === 200 ? `欢迎 ${env.data.name}（${env.data.schoolName}）` : `登录失败：${env.msg}`;
    } catch (e) {
      text = `登录失败：${e.message}`;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><meta charset="utf-8"><title>供应链实训</title><h1>${text}</h1>`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/sso`,
    seen,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
