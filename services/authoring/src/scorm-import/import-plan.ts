import {
  ATRIUM_PACKAGE_FILE,
  lessonFilePathSchema,
  packageDescriptionSchema,
  taskSaveSchema,
  type AuthoringLocale,
  type PackageDescription,
  type ScormImportResult,
} from '@atrium/authoring-contract';
import { refused, type ImportZip } from './import-zip';
import { importManifest } from './import-manifest';

/** One file a lesson keeps: from the zip, or made by the import (an imported package's entry page). */
type PlannedFile = { name: string } & ({ zipName: string } | { bytes: Buffer });
export interface ImportPlan {
  kind: ScormImportResult['kind'];
  description: PackageDescription;
  /** Per lesson key, the files it keeps. */
  files: Map<string, PlannedFile[]>;
  leftOut: string[];
}

/** The export's own player files: made again by every export, so never kept as anyone's. */
const PLAYER_FILES = new Set(['imsmanifest.xml', ATRIUM_PACKAGE_FILE, 'index.html', 'player.js', 'player.css', 'content.js']);
const validName = (name: string) => lessonFilePathSchema.safeParse(name).success;
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What the import makes of the zip (decision 0254). The tool's own export (its atrium-package.json read and valid)
 * comes back as it was; any other SCORM 1.2 or 2004 package becomes one HTML v2 lesson holding its files, opened at
 * the manifest's entry point.
 */
export async function importPlan(zip: ImportZip, locale: AuthoringLocale): Promise<ImportPlan> {
  if (!zip.names.includes('imsmanifest.xml')) throw refused('kpg.scormImport.noManifest');
  const manifest = importManifest((await zip.read('imsmanifest.xml')).toString('utf8'));
  const own = zip.names.includes(ATRIUM_PACKAGE_FILE) ? await ownDescription(zip) : null;
  return own ? ownPlan(zip, own) : foreignPlan(zip, manifest, locale);
}

async function ownDescription(zip: ImportZip): Promise<PackageDescription | null> {
  let json: unknown;
  try {
    json = JSON.parse((await zip.read(ATRIUM_PACKAGE_FILE)).toString('utf8'));
  } catch {
    return null;
  }
  const parsed = packageDescriptionSchema.safeParse(json);
  // A description whose tasks break the §5 rules is not ours to trust: the package comes in as another tool's.
  if (!parsed.success || !parsed.data.tasks.every((task) => taskSaveSchema.safeParse(task).success)) return null;
  return parsed.data;
}

/** Each lesson's files from `lessons/{key}/`; a video sent as renditions gets its best mp4 back as its video file. */
function ownPlan(zip: ImportZip, description: PackageDescription): ImportPlan {
  const used = new Set(PLAYER_FILES);
  const files = new Map<string, PlannedFile[]>();
  const lessons = description.lessons.map((lesson) => {
    const folder = `lessons/${lesson.key}/`;
    const kept: PlannedFile[] = lesson.files
      .filter((name) => zip.names.includes(folder + name))
      .map((name) => ({ name, zipName: folder + name }));
    let videoFile = lesson.videoFile;
    if (videoFile && !kept.some((file) => file.name === videoFile)) {
      const best = zip.names
        .filter((name) => name.startsWith(`${folder}mp4/`) && name.endsWith('/video.mp4'))
        .sort((a, b) => Number(a.split('/')[3]) - Number(b.split('/')[3]))
        .at(-1);
      if (best) {
        videoFile = videoFile.replace(/\.[^.]*$/, '') + '.mp4';
        kept.push({ name: videoFile, zipName: best });
      } else videoFile = null;
    }
    kept.forEach((file) => 'zipName' in file && used.add(file.zipName));
    files.set(lesson.key, kept);
    return { ...lesson, videoFile, files: kept.map((file) => file.name) };
  });
  return {
    kind: 'atrium',
    description: { ...description, lessons },
    files,
    leftOut: zip.names.filter((name) => !used.has(name) && !name.startsWith('lessons/')),
  };
}

/** Another tool's package: one chapter with one HTML v2 lesson; its entry page opens the manifest's entry point. */
function foreignPlan(zip: ImportZip, manifest: ReturnType<typeof importManifest>, locale: AuthoringLocale): ImportPlan {
  const launchFile = decodeURIComponent(manifest.launch.split(/[?#]/)[0]!);
  if (!zip.names.includes(launchFile)) throw refused('kpg.scormImport.noLaunch');
  if (!validName(launchFile)) throw refused('kpg.scormImport.launchName');
  let entry = 'atrium-entry';
  for (let n = 2; zip.names.includes(`${entry}.html`) || zip.names.includes(`${entry}.js`); n++) entry = `atrium-entry-${n}`;
  const title = manifest.title.slice(0, 200) || 'SCORM';
  const href = escapeHtml(manifest.launch);
  // The page works without scripts too (the refresh); the script replaces the entry in the history, so back leaves.
  const page = `<!doctype html>\n<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>\n<meta http-equiv="refresh" content="0; url=${href}">\n<script src="${entry}.js"></script></head>\n<body><p><a href="${href}">${escapeHtml(title)}</a></p></body></html>\n`;
  const script = `location.replace(${JSON.stringify(manifest.launch)});\n`;
  const kept = zip.names.filter(validName);
  const texts = { [locale]: { title, body: '' } };
  const lessonFiles: PlannedFile[] = [
    { name: `${entry}.html`, bytes: Buffer.from(page) },
    { name: `${entry}.js`, bytes: Buffer.from(script) },
    ...kept.map((name) => ({ name, zipName: name })),
  ];
  return {
    kind: manifest.version === '2004' ? 'scorm2004' : 'scorm12',
    description: {
      format: 'atrium-package',
      version: 1,
      package: {
        internalName: title,
        status: 'development',
        locale,
        texts,
        exam: false,
        intro: false,
        examPercentRequired: null,
        frameworkUrl: null,
        softwareVersion: 'Other',
      },
      chapters: [{ texts, lessonKeys: ['scorm'] }],
      lessons: [
        {
          key: 'scorm',
          lessonType: 'htmlv2',
          locale,
          texts,
          jsFile: `${entry}.js`,
          videoFile: null,
          videoUrl: null,
          videoDuration: null,
          uniqueFileName: null,
          endingLinks: [],
          tags: [],
          files: lessonFiles.map((file) => file.name),
          taskKeys: [],
        },
      ],
      tasks: [],
      examGroups: [],
    },
    files: new Map([['scorm', lessonFiles]]),
    leftOut: zip.names.filter((name) => !validName(name)),
  };
}
