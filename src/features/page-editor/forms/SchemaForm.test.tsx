// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexProblems } from './problem-index';
import type { FieldSchema } from './schema';
import { ACTION_SCHEMA_ID } from './schema';
import { SchemaForm } from './SchemaForm';

const schema: FieldSchema = {
  type: 'object',
  required: ['title'],
  properties: {
    title: { title: 'Title', type: 'string' },
    columns: { title: 'Columns', type: 'integer', minimum: 1 },
    loop: { title: 'Loop', type: 'boolean', default: true },
    mode: { title: 'Mode', enum: ['a', 'b'] },
    bg_color: { title: 'Colour', type: 'string', pattern: '^(#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}))?$' },
    to: { title: 'End', type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}' },
    platforms: { title: 'Platforms', type: 'array', items: { enum: ['app', 'wechat'] } },
    items: { title: 'Slides', type: 'array', items: { title: 'Slide', type: 'object', properties: { image: { title: 'Image', type: 'string' }, action: { title: 'Action', $ref: ACTION_SCHEMA_ID } }, examples: [{ image: 'https://img.test/new.jpg' }] } },
  },
};

function renderForm(value: Record<string, unknown>, problems = indexProblems([])) {
  const onChange = vi.fn<(value: Record<string, unknown>, path: string) => void>();
  render(<SchemaForm schema={schema} value={value} path="nodes[0].props" problems={problems} onChange={onChange} />);
  return onChange;
}

afterEach(cleanup);

describe('a form generated from a JSON Schema', () => {
  it('edits strings, numbers, booleans, enums, colours and times, naming the field that changed', () => {
    const onChange = renderForm({ title: 'Hi', items: [] });
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Hello' } });
    expect(onChange).toHaveBeenLastCalledWith({ title: 'Hello', items: [] }, 'nodes[0].props.title');
    fireEvent.change(screen.getByLabelText('Columns'), { target: { value: '3' } });
    expect(onChange).toHaveBeenLastCalledWith({ title: 'Hi', items: [], columns: 3 }, 'nodes[0].props.columns');
    fireEvent.change(screen.getByLabelText('Loop'), { target: { value: 'false' } });
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ loop: false });
    fireEvent.change(screen.getByLabelText('Mode'), { target: { value: '1' } });
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ mode: 'b' });
    fireEvent.change(screen.getByLabelText('选择颜色'), { target: { value: '#ff0000' } });
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ bg_color: '#ff0000' });
    fireEvent.change(screen.getByLabelText('选择时间（北京时间）'), { target: { value: '2030-01-01T10:00' } });
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ to: '2030-01-01T10:00:00+08:00' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'wechat' }));
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ platforms: ['wechat'] });
  });

  it('leaves an emptied optional field out, and keeps a required one', () => {
    const onChange = renderForm({ title: 'Hi', bg_color: '#fff' });
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: '' } });
    expect(onChange.mock.lastCall?.[0]).not.toHaveProperty('bg_color');
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: '' } });
    expect(onChange.mock.lastCall?.[0]).toHaveProperty('title', '');
  });

  it('adds a list item from the schema\'s example, removes and reorders them, and picks an action', () => {
    const onChange = renderForm({ title: 'Hi', items: [{ image: '/a.jpg' }, { image: '/b.jpg' }] });
    fireEvent.click(screen.getByRole('button', { name: '添加Slide' }));
    expect(onChange.mock.lastCall?.[0].items).toEqual([{ image: '/a.jpg' }, { image: '/b.jpg' }, { image: 'https://img.test/new.jpg' }]);
    fireEvent.click(screen.getByRole('button', { name: '下移Slide 1' }));
    expect(onChange.mock.lastCall?.[0].items).toEqual([{ image: '/b.jpg' }, { image: '/a.jpg' }]);
    fireEvent.click(screen.getByRole('button', { name: '删除Slide 2' }));
    expect(onChange.mock.lastCall?.[0].items).toEqual([{ image: '/a.jpg' }]);
    const slide = screen.getByRole('group', { name: /^Slide 1/ });
    fireEvent.change(within(slide).getByLabelText('去向'), { target: { value: 'product' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ items: [{ image: '/a.jpg', action: { target: 'product' } }, { image: '/b.jpg' }] }), 'nodes[0].props.items[0].action.target');
    // The picture's preview, decorative beside its address.
    expect(slide.querySelector('img')?.getAttribute('src')).toBe('/a.jpg');
  });

  it('shows the runtime\'s problem at its field', () => {
    renderForm({ title: 'Hi', items: [{ image: 'ftp://x' }] }, indexProblems([{ path: 'nodes[0].props.items[0].image', reason: '链接只支持 http/https 或站内路径' }]));
    const field = screen.getByLabelText('Image');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.closest('[data-path]')?.textContent).toContain('链接只支持 http/https 或站内路径');
  });
});
