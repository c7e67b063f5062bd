import {
  DEFAULT_HLS_QUALITIES,
  DEFAULT_MP4_QUALITIES,
  scormExportEndpoints,
  scormExportPath,
  type PackageDetail,
  type ScormVersion,
} from '@atrium/authoring-contract';
import { ErrorPanel, Select, Spinner, useEndpoint, useT } from '@atrium/shared-ui';
import { useState } from 'react';

/** §7: the export's size (and what keeps it back) before the download, for SCORM 1.2 or 2004. */
export function ScormExportPanel({ detail }: { detail: PackageDetail }) {
  const t = useT();
  const [version, setVersion] = useState<ScormVersion>('2004');
  const choice = { mp4Qualities: DEFAULT_MP4_QUALITIES, hls: true, hlsQualities: DEFAULT_HLS_QUALITIES, version };
  const params = {
    uuid: detail.uuid,
    mp4Qualities: DEFAULT_MP4_QUALITIES.join(','),
    hls: 'true' as const,
    hlsQualities: DEFAULT_HLS_QUALITIES.join(','),
    version,
  };
  const calculation = useEndpoint(scormExportEndpoints.calculate, { params });
  return (
    <section aria-labelledby="kpg-export">
      <h2 id="kpg-export">{t('kpg.export.title')}</h2>
      <Select
        label={t('kpg.export.version')}
        value={version}
        options={[
          { value: '2004', label: 'SCORM 2004' },
          { value: '12', label: 'SCORM 1.2' },
        ]}
        onChange={(e) => setVersion(e.target.value as ScormVersion)}
      />
      {calculation.error && <ErrorPanel error={calculation.error} onRetry={calculation.reload} />}
      {!calculation.data && !calculation.error && <Spinner />}
      {calculation.data &&
        (calculation.data.errors.length > 0 ? (
          <p role="alert">{t('kpg.export.hasErrors', { count: calculation.data.errors.length })}</p>
        ) : (
          <p>
            {t('kpg.export.size', { size: (calculation.data.sizeBytes / 1024 / 1024).toFixed(1), count: calculation.data.fileCount })}{' '}
            <a href={`/api/authoring${scormExportPath(detail.uuid, choice)}`} download>
              {t('kpg.export.download', { version: version === '12' ? '1.2' : '2004' })}
            </a>
          </p>
        ))}
    </section>
  );
}
