import { describe, expect, it, vi } from 'vitest';
import { createDeleteQueue, type DeleteRequest } from './delete-queue.ts';

function request(overrides: Partial<DeleteRequest> = {}): DeleteRequest {
  return {
    kind: 'template',
    id: 't1',
    name: 'Job hunt 2026',
    send: vi.fn(async () => {}),
    restore: vi.fn(),
    onDeleted: vi.fn(),
    failureText: () => 'Unexpected server error',
    ...overrides,
  };
}

describe('the undoable delete queue', () => {
  it('holds a delete as pending without sending it', () => {
    const queue = createDeleteQueue();
    const item = request();
    queue.schedule(item);
    expect(queue.isPending('template', 't1')).toBe(true);
    expect(queue.isPending('project', 't1')).toBe(false);
    expect(queue.getState().pending.map((p) => p.name)).toEqual(['Job hunt 2026']);
    expect(item.send).not.toHaveBeenCalled();
  });

  it('undo restores the item and never sends the delete, even when the toast then closes', async () => {
    const queue = createDeleteQueue();
    const item = request();
    const key = queue.schedule(item);
    expect(queue.undo(key)).toBe(true);
    await queue.commit(key);
    expect(item.restore).toHaveBeenCalledTimes(1);
    expect(item.send).not.toHaveBeenCalled();
    expect(queue.isPending('template', 't1')).toBe(false);
    expect(queue.undo(key)).toBe(false);
  });

  it('commit sends the delete once and then refreshes', async () => {
    const queue = createDeleteQueue();
    const item = request();
    const key = queue.schedule(item);
    await Promise.all([queue.commit(key), queue.commit(key)]);
    expect(item.send).toHaveBeenCalledTimes(1);
    expect(item.send).toHaveBeenCalledWith({ keepalive: false });
    expect(item.onDeleted).toHaveBeenCalledTimes(1);
    expect(queue.undo(key)).toBe(false);
    expect(item.restore).not.toHaveBeenCalled();
  });

  it('a failed delete puts the item back and records a failure to show', async () => {
    const queue = createDeleteQueue();
    const item = request({ send: vi.fn(async () => Promise.reject(new Error('boom'))) });
    const key = queue.schedule(item);
    await queue.commit(key);
    expect(item.restore).toHaveBeenCalledTimes(1);
    expect(item.onDeleted).not.toHaveBeenCalled();
    expect(queue.getState().failures).toEqual([{ key, name: 'Job hunt 2026', message: 'Unexpected server error' }]);
    queue.dismissFailure(key);
    expect(queue.getState().failures).toEqual([]);
  });

  it('commitAll sends every pending delete with keepalive when the page is left', async () => {
    const queue = createDeleteQueue();
    const first = request();
    const second = request({ kind: 'project', id: 'p1', name: 'Jobs' });
    const third = request({ kind: 'component', id: 'c1', name: 'Contact' });
    queue.schedule(first);
    queue.schedule(second);
    queue.undo(queue.schedule(third));
    await queue.commitAll({ keepalive: true });
    expect(first.send).toHaveBeenCalledWith({ keepalive: true });
    expect(second.send).toHaveBeenCalledWith({ keepalive: true });
    expect(third.send).not.toHaveBeenCalled();
    expect(queue.getState().pending).toEqual([]);
  });

  it('tells subscribers about every change, until they unsubscribe', () => {
    const queue = createDeleteQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    const key = queue.schedule(request());
    queue.undo(key);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    queue.schedule(request());
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
