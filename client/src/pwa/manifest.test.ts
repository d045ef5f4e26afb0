import { describe, expect, it } from 'vitest';
import { SHARE_TARGET } from '@flock/shared';
import { manifest } from './manifest';

describe('the manifest', () => {
  it('posts shares where the service worker takes them, files under the field it reads', () => {
    expect(manifest.share_target).toMatchObject({
      action: SHARE_TARGET.action,
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { files: [{ name: SHARE_TARGET.filesField }] },
    });
  });
});
