/**
 * Approving an account someone else created, end to end as the attacker did it: before the
 * owner approves, the attacker signs up the applicant's e-mail with their own password and has the
 * applicant click a verification link the attacker requested. Aprobar refuses that account and says why
 * and what to do; the attacker reads no technician price, in the browser or through the SDK. Once the
 * owner deletes it, Aprobar makes the business's own account, and only the applicant, through the
 * password e-mail in their inbox, gets in.
 */
import { ref } from 'firebase/database';
import { test, expect } from '../support/site.ts';
import { demoOwner } from '../../backend/src/demo-data.ts';
import { deleteAccountAsInConsole, resetCodes, signInAs } from '../support/accounts-login.ts';
import {
  createClient,
  readOnce,
  sendSignupRequestAsVisitor,
  signInAsVerifiedUser,
  signInWithEmailAndPassword,
} from '../support/firebase-node.ts';
import { denied } from '../support/rules-client.ts';
import { demo, expectedProducts, listingPath, shownPrices, waitForRows } from '../support/catalogue-helpers.ts';

const firstCobre = expectedProducts('cobre')
  .slice(0, 25)
  .map((p) => demo[p.key] as { lista1: number; lista2: number });

test('an account made by someone else before approval is refused, reads no technician price; the business account made after is the applicant’s alone', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const dni = String(43_000_000 + (stamp % 900_000));
  const email = `solicitante-${stamp}@prueba.frio`;
  const nombre = `Suárez Ana ${stamp % 1000}`;
  const telefono = '3455 409876';
  const visitor = createClient();
  try {
    await sendSignupRequestAsVisitor(visitor, dni, {
      nombre,
      email,
      telefono,
      fecha: Date.now(),
      dni: Number(dni),
      localidad: 'Concordia',
    });
  } finally {
    await visitor.close();
  }

  // The attacker, before the owner approves: the applicant's e-mail with the attacker's own password, and
  // the verification link the attacker requested, clicked by the applicant.
  const attacker = createClient();
  try {
    await signInAsVerifiedUser(attacker, email, 'clave-del-atacante');

    await signInAs(page, demoOwner.email, demoOwner.password, '/admin');
    const item = page.getByRole('listitem', { name: `Solicitud de ${nombre}` });
    await item.getByRole('button', { name: 'Aprobar' }).click();
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText(
      `No se aprobó: ya existe una cuenta con ${email} que no creó el negocio, así que no sabemos quién eligió su contraseña`,
    );
    await expect(refusal).toContainText(`Confirmá con ${nombre} (${telefono}) que pidió el alta.`);
    await expect(refusal).toContainText('Borrar cuenta');
    await expect(item).toBeVisible(); // still pending: nothing was written
    await expect(item.getByRole('button', { name: 'Aprobar' })).toBeEnabled();

    // The attacker reads no technician price: through the SDK with a fresh token, nor in the browser.
    await attacker.auth.currentUser!.getIdToken(true);
    await expect(readOnce(ref(attacker.db, 'privado/listas/cobre'))).rejects.toThrow(denied);
    await expect(readOnce(ref(attacker.db, 'privado/precios'))).rejects.toThrow(denied);
    const attackerPage = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    await signInAs(attackerPage, email, 'clave-del-atacante', listingPath('cobre'));
    await waitForRows(attackerPage);
    await expect.poll(() => shownPrices(attackerPage)).toEqual(firstCobre.map((p) => p.lista1));
    await attackerPage.close();

    // The owner does what the page says: that account is deleted, and Aprobar makes the business's own.
    await deleteAccountAsInConsole(email);
    await item.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Aprobada' })).toHaveText(
      `Aprobada: creamos la cuenta de ${email}. Le enviamos un email para elegir su contraseña.`,
    );

    // The attacker's password opens nothing, and the old session reads nothing.
    const again = createClient();
    try {
      await expect(signInWithEmailAndPassword(again.auth, email, 'clave-del-atacante')).rejects.toThrow();
    } finally {
      await again.close();
    }
    await expect(readOnce(ref(attacker.db, 'privado/listas/cobre'))).rejects.toThrow();
  } finally {
    await attacker.close();
  }

  // The applicant: the password e-mail in their own inbox, a password of their choosing, the prices.
  await expect.poll(async () => (await resetCodes(email)).length).toBe(1);
  const technician = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await technician.goto(
    `/passrecover?mode=resetPassword&oobCode=${encodeURIComponent((await resetCodes(email))[0]!.oobCode)}`,
  );
  const form = technician.getByRole('form', { name: 'Elegir contraseña' });
  await form.getByLabel('Contraseña nueva').fill('clave-de-ana-1');
  await form.getByLabel('Repetí la contraseña').fill('clave-de-ana-1');
  await form.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(technician.getByRole('status')).toContainText('Listo: guardamos tu contraseña.');
  await signInAs(technician, email, 'clave-de-ana-1', listingPath('cobre'));
  await waitForRows(technician);
  await expect.poll(() => shownPrices(technician)).toEqual(firstCobre.map((p) => p.lista2));
  await technician.close();
});
