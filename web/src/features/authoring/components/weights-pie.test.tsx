import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WeightsPie } from './weights-pie';

const chart = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
const init = vi.fn((element: HTMLElement) => {
  void element;
  return chart;
});
vi.mock('../lib/load-echarts', () => ({ loadPieCharts: async () => ({ init }) }));

describe('WeightsPie', () => {
  it('loads echarts lazily, redraws on new parts without a new chart, and disposes it', async () => {
    const parts = [
      { name: '单元测试', value: 20 },
      { name: '期末考试', value: 30 },
      { name: '观看视频', value: 40 },
      { name: '登录打卡', value: 10 },
    ];
    const { rerender, unmount } = render(<WeightsPie parts={parts} label="考核标准占比" />);
    await vi.waitFor(() => expect(chart.setOption).toHaveBeenCalledTimes(1));
    expect(init).toHaveBeenCalledWith(screen.getByTestId('weights-pie'));
    expect(screen.getByText('观看视频 40%')).toBeInTheDocument();
    const next = parts.map((p) => (p.name === '登录打卡' ? { ...p, value: 0 } : p));
    rerender(<WeightsPie parts={next} label="考核标准占比" />);
    await vi.waitFor(() => expect(chart.setOption).toHaveBeenCalledTimes(2));
    expect(init).toHaveBeenCalledTimes(1);
    const option = chart.setOption.mock.calls[1][0] as { series: { data: unknown }[] };
    expect(option.series[0].data).toEqual(next);
    unmount();
    expect(chart.dispose).toHaveBeenCalled();
  });
});
