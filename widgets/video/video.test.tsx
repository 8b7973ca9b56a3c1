// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('shows its poster and a play button until tapped: no <video> element, so nothing of the video loads', async () => {
    const { container, getByRole } = await renderNodes([video], [example]);
    expect(container.querySelector('video')).toBeNull();
    const cover = getByRole('button', { name: '播放：双11主会场宣传片' });
    const poster = cover.querySelector('img') as HTMLImageElement;
    expect(poster.getAttribute('src')).toBe(example.props.poster);
    expect(poster.getAttribute('loading')).toBe('lazy');
    expect(poster.getAttribute('alt')).toBe('');
    expect((cover.parentElement as HTMLElement).style.aspectRatio).toMatch(/^1\.777/);
  });

  it('a tap makes the video, inline with controls, and starts it within the tap', async () => {
    const played: HTMLMediaElement[] = [];
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(this);
      return Promise.resolve();
    });
    const { container, getByRole } = await renderNodes([video], [example]);
    fireEvent.click(getByRole('button', { name: '播放：双11主会场宣传片' }));
    const element = container.querySelector('video') as HTMLVideoElement;
    expect(element.getAttribute('src')).toBe(example.props.src);
    expect(element.getAttribute('poster')).toBe(example.props.poster);
    expect(element.hasAttribute('controls')).toBe(true);
    expect(element.hasAttribute('playsinline')).toBe(true);
    expect(element.getAttribute('aria-label')).toBe('双11主会场宣传片');
    expect(played).toEqual([element]);
    play.mockRestore();
  });

  it('a video refused by the browser keeps its controls for the shopper', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('not allowed', 'NotAllowedError'));
    const { container, getByRole } = await renderNodes([video], [example]);
    fireEvent.click(getByRole('button', { name: '播放：双11主会场宣传片' }));
    await Promise.resolve();
    expect(container.querySelector('video')?.hasAttribute('controls')).toBe(true);
    play.mockRestore();
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
    expect(bad.getByText('视频地址无效')).toBeVisible();
    bad.unmount();
    const posterless = render(<Video props={{ src: '/static/video/venue.mp4', poster: 'data:text/html;base64,AAAA', ratio: 1 }} node={node} childNodes={[]} />);
    expect(posterless.container.querySelector('img')).toBeNull();
    fireEvent.click(posterless.getByRole('button', { name: '播放：视频' }));
    const element = posterless.container.querySelector('video') as HTMLVideoElement;
    expect(element.hasAttribute('poster')).toBe(false);
    expect((element.parentElement as HTMLElement).style.aspectRatio).toMatch(/^1( \/ 1)?$/);
  });

  it('a failed load offers a retry that mounts a fresh video element', async () => {
    const { container, getByText, getByRole } = await renderNodes([video], [example]);
    fireEvent.click(getByRole('button', { name: '播放：双11主会场宣传片' }));
    const first = container.querySelector('video') as HTMLVideoElement;
    fireEvent.error(first);
    expect(getByText('视频加载失败')).toBeVisible();
    expect(container.querySelector('video')).toBeNull();
    fireEvent.click(getByRole('button', { name: '重试' }));
    const second = container.querySelector('video');
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
  });
});
