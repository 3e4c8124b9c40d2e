// Accounts: avatar upload (multipart, type decided by content, shrunk to fit 256×256, stored as PNG and served
// publicly) and updatePhoto (only URLs this server issued).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Accounts, assertRefused } from './lib/accounts.mjs';
import { makePng, multipart, pngSize } from './lib/images.mjs';
import { api, assertEnvelope, request, startServer } from './lib/server.mjs';

const IMAGE_ONLY = '仅支持 PNG、JPG、WEBP、GIF 图片';

let server;
let accounts;
let user;
before(async () => {
  server = await startServer();
  accounts = new Accounts(server);
  user = await accounts.newUser();
});
after(async () => {
  await server?.stop();
});

function upload(token, form) {
  const headers = { 'content-type': form.contentType };
  if (token) headers.cookie = `token=${token}`;
  return api(server, 'POST', '/api/v1/file/upload', form.body, headers);
}

async function uploaded(png) {
  const res = await upload(user.token, multipart('file', 'a.png', png, 'image/png'));
  return assertEnvelope(res, { status: 200, code: 200 }).data.url;
}

test('upload: a .png name with text content is refused by its content; not logged in is -1001', async () => {
  const text = multipart('file', 'photo.png', 'this is not an image at all', 'image/png');
  assertRefused(await upload(user.token, text), -1000, IMAGE_ONLY, 'file');
  const html = multipart('file', 'x.png', '<html><body>hi</body></html>', 'image/png');
  assertRefused(await upload(user.token, html), -1000, IMAGE_ONLY, 'file');
  assertRefused(await upload(undefined, multipart('file', 'a.png', makePng(10, 10), 'image/png')), -1001, '请登录');
});

test('upload: no file field, an empty file, a JSON body — each -2 on file', async () => {
  assertRefused(await upload(user.token, multipart('other', 'a.png', makePng(4, 4))), -2, '请选择文件', 'file');
  assertRefused(await upload(user.token, multipart('file', 'a.png', '')), -2, '请选择文件', 'file');
  const json = await accounts.call('POST', '/file/upload', { file: 'x' }, { cookies: { token: user.token } });
  assertRefused(json, -2, '请以 multipart/form-data 上传文件', 'file');
});

test('upload: a real PNG is shrunk to fit 256×256 keeping its aspect, re-encoded, served at its URL', async () => {
  const url = await uploaded(makePng(600, 300));
  assert.match(url, /^\/files\/avatars\/[0-9A-Za-z]{16}\.png$/);
  const file = await request(server, { path: url });
  assert.equal(file.status, 200);
  assert.match(file.headers['content-type'], /^image\/png/);
  assert.deepEqual(pngSize(file.body), { width: 256, height: 128 });

  const tall = await request(server, { path: await uploaded(makePng(100, 400)) });
  assert.deepEqual(pngSize(tall.body), { width: 64, height: 256 });
  const small = await request(server, { path: await uploaded(makePng(40, 20)) });
  assert.deepEqual(pngSize(small.body), { width: 40, height: 20 }, 'small images are not enlarged');
});

test('upload: a body over 5 MiB is refused before it is read', async () => {
  const big = multipart('file', 'big.png', Buffer.alloc(5 * 1024 * 1024 + 10, 1));
  const res = await upload(user.token, big);
  assert.equal(res.status, 413);
});

test('updatePhoto: only avatar URLs this server issued; changes only the caller', async () => {
  const other = await accounts.newUser();
  const url = await uploaded(makePng(50, 50));
  const call = (photoPath, token = user.token) => accounts.call('POST', '/user/updatePhoto', { photoPath }, { cookies: { token } });
  for (const bad of ['', 'http://evil.example/a.png', '/files/site/logo.png', '/files/avatars/../../etc/passwd',
    '/files/avatars/AAAAAAAAAAAAAAAA.png', `${url}?x=1`, url.replace('.png', '.gif')]) {
    assertRefused(await call(bad), -2, '头像地址无效', 'photoPath');
  }
  assertEnvelope(await call(url), { status: 200, code: 200, msg: '修改成功' });
  assert.equal(assertEnvelope(await accounts.info(user.token), { code: 200 }).data.photo, url);
  assert.equal(assertEnvelope(await accounts.info(other.token), { code: 200 }).data.photo, '');
  assertRefused(await accounts.call('POST', '/user/updatePhoto', { photoPath: url }), -1001, '请登录');
});
