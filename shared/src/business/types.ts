/**
 * A product record as the public `productos/<id>` stores it: a good row of the ERP's price list
 * (`PriceListRow`, catalogue/import/validate.ts) without its technician price (`lista2`, private), and,
 * when the catalogue lists it (docs/contract.md "The listing"), the rubro it is listed under, which the import decides once
 * (catalogue/import/listing-rule.ts). A record without a rubro is an article the site does not show.
 */
export interface StoredProduct {
  id: string;
  codigo?: string;
  nombre: string;
  descripcion?: string;
  stock: number;
  lista1: number;
  idRubro: number;
  idSubrubro: number;
  cantidad?: number;
  rubro?: Rubro;
}

/**
 * A product as the site reads it back from the public catalogue: a `productos` record (StoredProduct) or
 * a row of a derived list, shape-checked (`toProduct`, catalogue/product-shape.ts), its key added. Every
 * field here is public: the technician price is in the private half, merged by key where a technician
 * looks, and `cantidad` is never shown.
 */
export interface Product {
  /** The record key, added on read. */
  key: string;
  id: string;
  codigo?: string;
  nombre: string;
  descripcion?: string;
  stock: number;
  lista1?: number;
  /** 4 = INSUMOS, 2 = REPUESTOS */
  idRubro: number;
  /** 13 = AUTOMOTOR, 14 = COMERCIAL, 16 = FAMILIAR, < 13 = VARIOS */
  idSubrubro: number;
}

/** Price list of a viewer: 2 uses lista2, anything else lista1. */
export type PriceType = 1 | 2;

/** Technician sign-up request, stored at solicitudes/{dni} (docs/contract.md "Data entities"). */
export interface SignupRequest {
  /** surname and first names joined */
  nombre: string;
  email: string;
  telefono: string;
  /** timestamp in ms */
  fecha: number;
  dni: number;
  localidad: string;
}

export interface ClientLogo {
  id: string;
  nombre: string;
  src: string;
  link: string;
}

export interface AcModel {
  nombre: string;
  frigorias: number;
  link: string;
}

export const roomTypes = [
  'Dormitorio',
  'Cocina',
  'Comedor',
  'Living',
  'Cocina-Comedor',
  'Living-Comedor',
  'Salón',
] as const;
export type RoomType = (typeof roomTypes)[number];

/** The twelve supply categories (docs/contract.md "Routes and screens", Insumos grid). */
export const rubros = [
  'cobre',
  'gas',
  'lata',
  'arma',
  'filtro',
  'motoc',
  'valv',
  'termostato',
  'placa',
  'cable',
  'aceite',
  'manifold',
] as const;
export type Rubro = (typeof rubros)[number];

/** One of the twelve rubro terms (a value read from the database or a document is untrusted). */
export const isRubro = (value: unknown): value is Rubro => (rubros as readonly unknown[]).includes(value);
