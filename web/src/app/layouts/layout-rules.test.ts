import { describe, expect, it } from 'vitest';
import { layoutFor } from './layout-rules';

describe('layoutFor', () => {
  it('frames ordinary pages with header and footer', () => {
    expect(layoutFor('/home')).toEqual({ bare: false, header: 'site', footer: true, fullScreen: false, pageStyle: 'plain' });
    expect(layoutFor('/not-found').header).toBe('site');
  });

  it('renders webview pages bare', () => {
    expect(layoutFor('/webview/erp')).toMatchObject({ bare: true, header: 'none', footer: false });
  });

  it('has no header or footer on login and agreement; agreement is full screen', () => {
    expect(layoutFor('/login')).toMatchObject({ header: 'none', footer: false, fullScreen: false });
    expect(layoutFor('/agreement')).toMatchObject({ header: 'none', footer: false, fullScreen: true });
  });

  it('gives video pages the video header and no footer', () => {
    expect(layoutFor('/college/course-video/abc')).toMatchObject({ header: 'video', footer: false });
    expect(layoutFor('/college/train-video/abc')).toMatchObject({ header: 'video', footer: false });
  });

  it('shows the simulation back offices full screen without header or footer; the area\'s other pages are framed', () => {
    for (const path of ['/simulation/virtual-system-playground', '/simulation/amazon-virtual-system']) {
      expect(layoutFor(path)).toMatchObject({ header: 'none', footer: false, fullScreen: true });
    }
    for (const path of ['/simulation', '/whaleCreation', '/whaleCreation/creationDetails', '/whaleFlow']) {
      expect(layoutFor(path)).toMatchObject({ header: 'site', footer: true, fullScreen: false });
    }
  });

  it('picks the college and home page styles', () => {
    expect(layoutFor('/college/master-courses').pageStyle).toBe('college');
    expect(layoutFor('/home/news-advisory').pageStyle).toBe('home-background');
    expect(layoutFor('/home').pageStyle).toBe('plain');
    expect(layoutFor('/collegeX').pageStyle).toBe('plain');
  });
});
