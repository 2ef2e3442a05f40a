/**
 * A product's three stages, each defined here once; every other product shape is a Pick of one of them.
 *
 * A good row of the ERP's price list, both prices (catalogue/import/validate.ts checks each row).
 */
export interface PriceListRow {
  id: string;
  codigo?: string;
  nombre: string;
  descripcion?: string;
  stock: number;
  lista1: number;
  /** The technicians' price: private, written apart (`privado/precios/<id>`). */
  lista2: number;
  /** 4 = INSUMOS, 2 = REPUESTOS */
  idRubro: number;
  /** 13 = AUTOMOTOR, 14 = COMERCIAL, 16 = FAMILIAR, < 13 = VARIOS */
  idSubrubro: number;
  cantidad?: number;
}

/**
 * The public record `productos/<id>`: the row without its private price and, when the catalogue lists it
 * (docs/contract.md "The listing"), the rubro the import decided once (catalogue/import/listing-rule.ts).
 * A record without a rubro is an article the site does not show.
 */
export type StoredProduct = Omit<PriceListRow, 'lista2'> & {
  rubro?: Rubro;
  /** The stamp of its photo (`fotos/<id>`, the same `sello`), written with it by the owner; the import keeps it. */
  foto?: number;
};

/**
 * A product's photo, `fotos/<id>`: the JPEG the owner's browser re-encoded (no metadata), in base64, and
 * its stamp (the server's time of the write), which names its public addresses (catalogue/photo.ts).
 */
export interface StoredPhoto {
  sello: number;
  jpeg: string;
}

/**
 * A record or a derived list's row as the site reads it back, shape-checked (`toProduct`,
 * catalogue/product-shape.ts), its key added: untrusted, so `lista1` may be missing; `cantidad` is never
 * shown. A technician's `lista2` is merged by key where one looks.
 */
export type Product = Omit<StoredProduct, 'cantidad' | 'rubro' | 'lista1'> & { key: string; lista1?: number };

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
