import { describe, expect, it } from 'vitest';
import { applyScenarioFromUrl, gatewayDelayOf, getScenario, setScenario } from './scenario';

const FAULT_URL = '?sandbox-user=br&sandbox-fault=http500&sandbox-fault-path=login-status&sandbox-fault-times=2';

describe('applyScenarioFromUrl: a URL fault fires for the visit that asked for it (docs/sandbox.md)', () => {
  it('a visit asked for (navigate) arms the fault, its path and times', () => {
    expect(applyScenarioFromUrl(FAULT_URL, 'navigate')).toMatchObject({ user: 'br', fault: 'http500', faultPath: 'login-status', faultTimes: 2 });
  });

  it('without a navigation type (Node, old browsers) the URL counts as a visit asked for', () => {
    expect(applyScenarioFromUrl(FAULT_URL)).toMatchObject({ fault: 'http500', faultTimes: 2 });
  });

  it.each(['reload', 'back_forward'] as const)('a %s does not arm the fault again once it has fired', (navigation) => {
    applyScenarioFromUrl(FAULT_URL, 'navigate');
    setScenario({ faultTimes: 0 }); // the fault fired its two times
    expect(applyScenarioFromUrl(FAULT_URL, navigation)).toMatchObject({ user: 'br', fault: 'http500', faultTimes: 0 });
  });

  it('a reload of a fresh session with a fault in the URL arms nothing, and still applies the user', () => {
    expect(applyScenarioFromUrl(FAULT_URL, 'reload')).toMatchObject({ user: 'br', fault: null, faultPath: '', faultTimes: 0 });
  });

  it('a reload leaves a fault that has not fired yet as it was', () => {
    applyScenarioFromUrl(FAULT_URL, 'navigate');
    setScenario({ faultTimes: 1 });
    expect(applyScenarioFromUrl('?sandbox-fault=offline&sandbox-fault-times=5', 'reload')).toMatchObject({ fault: 'http500', faultTimes: 1 });
  });

  it('sandbox-country applies on a reload too', () => {
    applyScenarioFromUrl('?sandbox-country=PT', 'reload');
    expect(getScenario().country).toBe('PT');
  });

  it.each([
    ['?sandbox-support-chat=1', true],
    ['?sandbox-support-chat=0', false],
    ['?sandbox-support-chat=', null],
    ['', null],
  ])('decision 028: %s sets the sandbox chat to %s (null: as the build says)', (search, chat) => {
    expect(applyScenarioFromUrl(search).supportChat).toBe(chat);
  });

  it('decision 046: sandbox-pix-image=missing holds for the session until another value clears it', () => {
    expect(applyScenarioFromUrl('?sandbox-pix-image=missing').pixImage).toBe('missing');
    expect(applyScenarioFromUrl('', 'reload').pixImage).toBe('missing');
    expect(applyScenarioFromUrl('?sandbox-pix-image=inline').pixImage).toBeNull();
  });

  it('decision 033: sandbox-pending arms a pending payment of a known kind on a visit, not on a reload', () => {
    expect(applyScenarioFromUrl('?sandbox-pending=cash').pending).toBe('cash');
    expect(applyScenarioFromUrl('?sandbox-pending=card').pending).toBeNull();
    expect(applyScenarioFromUrl('?sandbox-pending=pix-expired', 'reload').pending).toBeNull();
  });

  it.each([
    ['1500', 1500],
    ['0', 0],
    ['120000', 120_000],
    ['120001', null],
    ['-5', null],
    ['1.5', null],
    ['1e3', null],
    ['2s', null],
    ['', null],
    [null, null],
  ] as const)('decision 012: sandbox-gateway-delay=%s is taken as %s ms (whole milliseconds from 0 to 2 minutes, else ignored)', (value, ms) => {
    expect(gatewayDelayOf(value)).toBe(ms);
  });

  it('decision 012: sandbox-gateway-delay holds for the visit that asked for it, not for a reload or the back button', () => {
    expect(applyScenarioFromUrl('?sandbox-user=us&sandbox-gateway-delay=8000', 'navigate').gatewayDelayMs).toBe(8000);
    // The reload during the wait keeps the URL: it must not make the next payment slow again.
    expect(applyScenarioFromUrl('?sandbox-user=us&sandbox-gateway-delay=8000', 'reload')).toMatchObject({ user: 'us', gatewayDelayMs: null });
    applyScenarioFromUrl('?sandbox-gateway-delay=8000', 'navigate');
    expect(applyScenarioFromUrl('?sandbox-gateway-delay=8000', 'back_forward').gatewayDelayMs).toBeNull();
  });

  it('decision 012: a later visit without sandbox-gateway-delay answers at once again; an invalid value arms nothing', () => {
    applyScenarioFromUrl('?sandbox-gateway-delay=8000', 'navigate');
    expect(applyScenarioFromUrl('?sandbox-user=us', 'navigate').gatewayDelayMs).toBeNull();
    expect(applyScenarioFromUrl('?sandbox-gateway-delay=999999', 'navigate').gatewayDelayMs).toBeNull();
  });
});
