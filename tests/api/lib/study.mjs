// Helpers of the study tests: demo courses and videos found through the courses API, signed URLs made with the
// server's own media key (read from <data-dir>/keys/media.key) to test expiry without waiting.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { assertEnvelope } from './server.mjs';
import { Identity } from './identity.mjs';

export class Study extends Identity {
  async ok(token, method, p, body) {
    const res = await this.call(method, p, body, { cookies: { token } });
    return assertEnvelope(res, { status: 200, code: 200 }).data;
  }

  /** The videos of a course in catalogue order: [{idSign, videoSign, durationSeconds, videoTitle}]. */
  async videos(token, courseSign) {
    const chapters = await this.ok(token, 'POST', '/course/catalogue', { sign: courseSign });
    return chapters.flatMap((ch) => ch.children.filter((item) => item.kind === 'video'));
  }

  /** The courses the user is enrolled in (cards with progress), most recently studied first. */
  async myCourses(token) {
    return (await this.ok(token, 'POST', '/course/studyProgress', { page: 1, size: 50 })).list;
  }

  /** A free published course (the first of the free chosen list). */
  async freeCourse() {
    const list = await this.ok(undefined, 'GET', '/course/chosenList?page_size=8');
    assert.ok(list.length > 0, 'the demo has free courses');
    return list[0];
  }

  heartbeat(token, body) {
    return this.call('POST', '/courseStudy/heartbeat', body, { cookies: { token } });
  }

  videoAuth(token, videoSign) {
    return this.call('POST', '/courseStudy/videoAuth', { videoSign }, { cookies: { token } });
  }
}

/** The server's media key and a signer for "<relative>|<e>" as the server signs. */
export function mediaSigner(server) {
  const key = fs.readFileSync(path.join(server.dataDir, 'keys/media.key'), 'utf8').trim();
  return (relative, e) => crypto.createHmac('sha256', key).update(`${relative}|${e}`).digest('base64url');
}
