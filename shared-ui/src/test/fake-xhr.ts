/** One upload as the fake XMLHttpRequest saw it; answer() ends it the way the server would. */
export class FakeUpload {
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  response: unknown = null;
  responseType = '';
  withCredentials = false;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(
    private readonly sent: FakeUpload[],
    private readonly progress: { loaded: number; total: number } | null,
  ) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader() {}

  send(body: FormData) {
    this.sent.push(this);
    this.body = body;
    if (this.progress) this.upload.onprogress?.({ ...this.progress, lengthComputable: true });
  }

  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

/**
 * Replaces XMLHttpRequest (jsdom's would really send) for uploads with progress: each request is kept,
 * reports `progress` once sent if given, and waits for answer(). Undo with jest.restoreAllMocks().
 */
export function fakeXhr(progress: { loaded: number; total: number } | null = null) {
  const sent: FakeUpload[] = [];
  jest.spyOn(window, 'XMLHttpRequest').mockImplementation(() => new FakeUpload(sent, progress) as unknown as XMLHttpRequest);
  return {
    sent,
    last(): FakeUpload {
      const upload = sent.at(-1);
      if (!upload) throw new Error('nothing was sent');
      return upload;
    },
  };
}
