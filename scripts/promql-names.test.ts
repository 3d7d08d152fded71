import { metricNames } from './promql-names';

describe('metricNames', () => {
  it('finds the metrics of an expression, not its functions, labels, durations or keywords', () => {
    expect(metricNames('histogram_quantile(0.99, sum by (job, le) (rate(shop_http_request_duration_seconds_bucket{route!~".*/events"}[5m]))) > 1'))
      .toEqual(['shop_http_request_duration_seconds_bucket']);
    expect(metricNames('max(shop_outbox_dead) - max(shop_outbox_dead offset 15m) > 0')).toEqual(['shop_outbox_dead']);
    expect(metricNames('node_filesystem_avail_bytes{fstype!~"tmpfs"} / node_filesystem_size_bytes < 0.10'))
      .toEqual(['node_filesystem_avail_bytes', 'node_filesystem_size_bytes']);
    expect(metricNames('rate(a_total[$__rate_interval]) * 60 + up')).toEqual(['a_total', 'up']);
  });
});
