import type { Product, ProductsResponse } from '@brandwright/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export type { Product };

/** The packages on sale, prices in pence (POST /api/product/getproduct). */
export function getProducts(): Promise<Product[]> {
  return api.post<ProductsResponse>('/api/product/getproduct', {}).then((body) => body.result);
}

export function useProducts() {
  return useQuery({ queryKey: ['products'], queryFn: getProducts, staleTime: 5 * 60_000 });
}
