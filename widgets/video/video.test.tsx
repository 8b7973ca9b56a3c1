// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderNodes } from '../test-utils';
import example from './example.json';
import video from './widget';

afterEach(cleanup);

const videoNode = (props: Record<string, unknown>) => ({ id: 'v1', type: 'video', props });

describe('video', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(video.validate(example.props)).toBe(true);
    expect(video.validate({})).toBe(false);
    expect(video.validate({ src: '' })).toBe(false);
    expect(video.validate({ src: 42 })).toBe(false);
    expect(video.validate({ src: '/v.mp4', ratio: 0 })).toBe(false);
  });

  it('plays inline with controls, loads nothing before play, in a 16:9 box', async () => {
    const { container } = await renderNodes([video], [example]);
    const element = container.querySelector('video') as HTMLVideoElement;
    expect(element.getAttribute('src')).toBe(example.props.src);
    expect(element.getAttribute('poster')).toBe(example.props.poster);
    expect(element.hasAttribute('controls')).toBe(true);
    expect(element.hasAttribute('playsinline')).toBe(true);
    expect(element.getAttribute('preload')).toBe('none');
    expect(element.getAttribute('aria-label')).toBe('双11主会场宣传片');
    expect((element.parentElement as HTMLElement).style.aspectRatio).toMatch(/^1\.777/);
  });

  it('the schema refuses a source or poster of another scheme, so such a node never renders', async () => {
    expect(video.validate({ src: 'javascript:alert(1)' })).toBe(false);
    expect(video.validate({ src: '/static/video/venue.mp4', poster: 'data:text/html;base64,AAAA' })).toBe(false);
    expect(video.validate({ src: '/static/video/venue.mp4', poster: 'data:image/png;base64,AAAA' })).toBe(true);
    expect(video.validate({ src: 'data:video/mp4;base64,AAAA' })).toBe(false);
    const bad = await renderNodes([video], [videoNode({ src: 'javascript:alert(1)' })]);
    expect(bad.container.querySelector('video')).toBeNull();
  });

  it('the component itself still refuses unsafe sources (defence in depth)', () => {
    const Video = video.component;
    const node = videoNode({ src: 'javascript:alert(1)' });
    const bad = render(<Video props={{ src: 'javascript:alert(1)', poster: 'data:text/html;base64,AAAA' }} node={node} childNodes={[]} />);
    expect(bad.container.querySelector('video')).toBeNull();
    expect(bad.getByText('视频地址无效')).toBeTruthy();
    bad.unmount();
    const posterless = render(<Video props={{ src: '/static/video/venue.mp4', poster: 'data:text/html;base64,AAAA', ratio: 1 }} node={node} childNodes={[]} />);
    const element = posterless.container.querySelector('video') as HTMLVideoElement;
    expect(element.hasAttribute('poster')).toBe(false);
    expect((element.parentElement as HTMLElement).style.aspectRatio).toMatch(/^1( \/ 1)?$/);
  });

  it('a failed load offers a retry that mounts a fresh video element', async () => {
    const { container, getByText, getByRole } = await renderNodes([video], [example]);
    const first = container.querySelector('video') as HTMLVideoElement;
    fireEvent.error(first);
    expect(getByText('视频加载失败')).toBeTruthy();
    expect(container.querySelector('video')).toBeNull();
    fireEvent.click(getByRole('button', { name: '重试' }));
    const second = container.querySelector('video');
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
  });
});
