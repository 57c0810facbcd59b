import { spawn } from 'node:child_process';

/**
 * Runs secretlint with the repository's .secretlintrc.json (the recommended preset) over every file under `dir`.
 * Build output is git-ignored, and secretlint 13 skips ignored files unless told not to. Findings are printed
 * masked, so a CI log never repeats a secret. Exit status: 0 clean, 1 a finding, 2 the scanner failed.
 */
export function scanForSecrets(dir: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('secretlint', ['--secretlintrc', '.secretlintrc.json', '--no-gitignore', '--format', 'unix', '--no-color', `${dir}/**/*`]);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => resolve({ status, output }));
  });
}
