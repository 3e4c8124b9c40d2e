// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StandardPie } from './standard-pie';

const chart = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
const init = vi.fn((element: HTMLElement) => {
  void element;
  return chart;
});
vi.mock('../lib/load-echarts', () => ({ loadPieCharts: async () => ({ init }) }));

describe('StandardPie', () => {
  it('draws one pie series of the parts and disposes the chart when it goes', async () => {
    const parts = [
      { name: '单元测试', value: 1 },
      { name: '期末考试', value: 1 },
      { name: '观看视频', value: 1 },
      { name: '登录打卡', value: 1 },
    ];
    const { unmount } = render(<StandardPie parts={parts} label="考核标准" />);
    await vi.waitFor(() => expect(chart.setOption).toHaveBeenCalled());
    expect(init).toHaveBeenCalledWith(screen.getByTestId('standard-pie'));
    const option = chart.setOption.mock.calls[0][0] as { series: { type: string; data: unknown }[] };
    expect(option.series).toHaveLength(1);
    expect(option.series[0].type).toBe('pie');
    expect(option.series[0].data).toEqual(parts);
    unmount();
    expect(chart.dispose).toHaveBeenCalled();
  });
});
