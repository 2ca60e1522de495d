import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** One package on sale (POST /api/product/getproduct). `price` is in pence. */
export interface Product {
  name: string;
  productId: string;
  price: number;
}

export interface ProductsResponse {
  result: Product[];
}

export function getProducts(): Promise<Product[]> {
  return api.post<ProductsResponse>('/api/product/getproduct', {}).then((body) => body.result);
}

export function useProducts() {
  return useQuery({ queryKey: ['products'], queryFn: getProducts, staleTime: 5 * 60_000 });
}
