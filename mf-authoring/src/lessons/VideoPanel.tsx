import {
  DEFAULT_HLS_QUALITIES,
  DEFAULT_MP4_QUALITIES,
  formatDuration,
  lessonFilePath,
  VIDEO_QUALITIES,
  videoTranscodingEndpoints,
  type LessonDetail,
  type TranscodeAnswer,
  type VideoQuality,
} from '@atrium/authoring-contract';
import {
  Button,
  callEndpoint,
  Checkbox,
  ErrorPanel,
  failureKey,
  formatDateTime,
  ProgressBar,
  toast,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import { useEffect, useState, type RefObject } from 'react';

/** §4 and §8: ERROR shows an error with its message, OK a success, anything else a warning. */
function announce(answer: TranscodeAnswer) {
  if (answer.status === 'ERROR') toast.error(answer.message);
  else if (answer.status === 'OK') toast.success(answer.message);
  else toast.info(answer.message);
}
const failed = (error: unknown) => toast.error(failureKey(error));

function Qualities({ label, chosen, onChange }: { label: string; chosen: VideoQuality[]; onChange: (next: VideoQuality[]) => void }) {
  return (
    <fieldset>
      <legend>{label}</legend>
      {VIDEO_QUALITIES.map((quality) => (
        <Checkbox
          key={quality}
          label={`${quality}p`}
          checked={chosen.includes(quality)}
          onChange={(e) => onChange(e.target.checked ? [...chosen, quality] : chosen.filter((one) => one !== quality))}
        />
      ))}
    </fieldset>
  );
}

/** A video lesson's preview, its duration and its transcoding: qualities, the jobs with their progress, retry. */
export function VideoPanel({
  detail,
  onChange,
  videoRef,
}: {
  detail: LessonDetail;
  onChange: () => void;
  /** The preview, for the issues raised at a time in it. */
  videoRef?: RefObject<HTMLVideoElement | null>;
}) {
  const t = useT();
  const [mp4, setMp4] = useState<VideoQuality[]>(DEFAULT_MP4_QUALITIES);
  const [hls, setHls] = useState(true);
  const [hlsQualities, setHlsQualities] = useState<VideoQuality[]>(DEFAULT_HLS_QUALITIES);
  const jobs = useEndpoint(videoTranscodingEndpoints.list, { params: { uuid: detail.uuid } });
  const live = jobs.data?.some((job) => job.status === 'queued' || job.status === 'running') ?? false;
  const { reload } = jobs;
  // While a job is queued or running its progress is fetched again every few seconds; the lesson after it ends.
  useEffect(() => {
    if (!live) return;
    const timer = setTimeout(reload, 3000);
    return () => clearTimeout(timer);
  }, [live, jobs.data, reload]);
  const [wasLive, setWasLive] = useState(false);
  useEffect(() => {
    if (wasLive && !live) onChange();
    setWasLive(live);
  }, [live, wasLive, onChange]);

  const act = (promise: Promise<TranscodeAnswer>) =>
    promise
      .then((answer) => {
        announce(answer);
        reload();
      })
      .catch(failed);
  return (
    <section aria-labelledby="kpg-video">
      <h2 id="kpg-video">{t('kpg.transcode.title')}</h2>
      {detail.videoFile && detail.fileNames.includes(detail.videoFile) && (
        <video
          ref={videoRef}
          controls
          preload="metadata"
          src={`/api/authoring${lessonFilePath(detail.uuid, detail.videoFile, detail.cacheKey)}`}
          aria-label={t('kpg.transcode.preview')}
          style={{ maxWidth: '100%' }}
        />
      )}
      <p>
        {detail.videoDuration === null
          ? t('kpg.transcode.noDuration')
          : t('kpg.transcode.duration', { duration: formatDuration(detail.videoDuration) })}
      </p>
      <Qualities label={t('kpg.transcode.mp4')} chosen={mp4} onChange={setMp4} />
      <Checkbox label={t('kpg.transcode.hls')} checked={hls} onChange={(e) => setHls(e.target.checked)} />
      {hls && <Qualities label={t('kpg.transcode.hlsQualities')} chosen={hlsQualities} onChange={setHlsQualities} />}
      <Button
        variant="primary"
        onClick={() =>
          void act(
            callEndpoint(videoTranscodingEndpoints.create, {
              params: { uuid: detail.uuid },
              body: { mp4Qualities: mp4, hls, hlsQualities },
            }),
          )
        }
      >
        {t('kpg.transcode.start')}
      </Button>
      {jobs.error && <ErrorPanel error={jobs.error} onRetry={reload} />}
      <ul aria-label={t('kpg.transcode.jobs')}>
        {jobs.data?.map((job) => (
          <li key={job.id}>
            {formatDateTime(job.createdAt)} – {t(`kpg.transcode.status.${job.status}`)} (
            {[...job.mp4Qualities.map((q) => `mp4 ${q}p`), ...(job.hls ? job.hlsQualities.map((q) => `HLS ${q}p`) : [])].join(', ')})
            {job.status === 'running' && <ProgressBar value={job.progress} labelKey="kpg.transcode.progress" />}
            {job.message && job.status === 'errored' && <span role="alert"> {job.message}</span>}{' '}
            {(job.status === 'queued' || job.status === 'running') && (
              <Button onClick={() => void act(callEndpoint(videoTranscodingEndpoints.cancel, { params: { id: job.id } }))}>
                {t('kpg.transcode.cancel')}
              </Button>
            )}
            {(job.status === 'errored' || job.status === 'cancelled') && (
              <Button onClick={() => void act(callEndpoint(videoTranscodingEndpoints.retry, { params: { id: job.id } }))}>
                {t('kpg.transcode.retry')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
