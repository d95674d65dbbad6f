import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from './layout/admin-layout.tsx';
import { adminPath } from './layout/menu.ts';
import { LoadingRows } from './ui/states.tsx';

/**
 * The back office (docs/product/back-office.md), reached only through the router's lazy import of this module on
 * /admin-panel/*; each screen is a chunk of its own, loaded on first visit.
 */
const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const Dashboard = screen(() => import('./pages/dashboard-page.tsx'));
const Orders = screen(() => import('./pages/orders/orders-page.tsx'));
const OrderDetail = screen(() => import('./pages/orders/order-detail-page.tsx'));
const PackingSlip = screen(() => import('./pages/orders/packing-slip-page.tsx'));
const PaymentDifferences = screen(() => import('./pages/orders/payment-differences-page.tsx'));
const Products = screen(() => import('./pages/products/products-page.tsx'));
const ProductEdit = screen(() => import('./pages/products/product-edit-page.tsx'));
const Categories = screen(() => import('./pages/categories/categories-page.tsx'));
const CategoryEdit = screen(() => import('./pages/categories/category-edit-page.tsx'));
const Collections = screen(() => import('./pages/collections/collections-page.tsx'));
const CollectionEdit = screen(() => import('./pages/collections/collection-edit-page.tsx'));
const Customers = screen(() => import('./pages/people/customers-page.tsx'));
const Subscribers = screen(() => import('./pages/people/subscribers-page.tsx'));
const DataRequests = screen(() => import('./pages/people/data-requests-page.tsx'));
const AboutUs = screen(() => import('./pages/content/about-us-page.tsx'));
const StaticContent = screen(() => import('./pages/content/static-content-page.tsx'));
const Press = screen(() => import('./pages/content/press-page.tsx'));
const StorePage = screen(() => import('./pages/content/store-page.tsx'));
const Videos = screen(() => import('./pages/media/videos-page.tsx'));
const MainPhoto = screen(() => import('./pages/media/main-photo-page.tsx'));
const LoginRegisterPhoto = screen(() => import('./pages/media/login-register-photo-page.tsx'));
const CoverImage = screen(() => import('./pages/media/cover-image-page.tsx'));
const AvailableColors = screen(() => import('./pages/colors/available-colors-page.tsx'));
const Coupons = screen(() => import('./pages/coupons/coupon-page.tsx'));
const Banners = screen(() => import('./pages/home/banners-page.tsx'));
const Staff = screen(() => import('./pages/team/staff-page.tsx'));
const AuditLog = screen(() => import('./pages/team/audit-log-page.tsx'));
const Reviews = screen(() => import('./pages/reviews/reviews-page.tsx'));

/** docs/product/back-office.md §2: the child routes of admin-panel. */
export default function AdminApp() {
  return (
    <AdminLayout>
      <Suspense fallback={<LoadingRows rows={8} />}>
        <Routes>
          <Route index element={<Dashboard />} />
          <Route path="dashboard" element={<Dashboard />} />
          <Route path="orders" element={<Orders />} />
          <Route path="orders/:id" element={<OrderDetail />} />
          <Route path="orders/:id/packing-slip" element={<PackingSlip />} />
          <Route path="payment-differences" element={<PaymentDifferences />} />
          <Route path="products" element={<Products />} />
          <Route path="products/add" element={<ProductEdit />} />
          <Route path="products/:id" element={<ProductEdit />} />
          <Route path="categories" element={<Categories />} />
          <Route path="categories/add" element={<CategoryEdit />} />
          <Route path="categories/:id" element={<CategoryEdit />} />
          <Route path="collections" element={<Collections />} />
          <Route path="collections/add" element={<CollectionEdit />} />
          <Route path="collections/:id" element={<CollectionEdit />} />
          <Route path="customers" element={<Customers />} />
          <Route path="subscribers" element={<Subscribers />} />
          <Route path="data-requests" element={<DataRequests />} />
          <Route path="about-us" element={<AboutUs />} />
          <Route path="static-content" element={<StaticContent />} />
          <Route path="press" element={<Press />} />
          <Route path="store" element={<StorePage />} />
          <Route path="videos" element={<Videos />} />
          <Route path="main-photo" element={<MainPhoto />} />
          <Route path="login-register-photo" element={<LoginRegisterPhoto />} />
          <Route path="cover-image" element={<CoverImage />} />
          <Route path="available-colors" element={<AvailableColors />} />
          <Route path="coupon" element={<Coupons />} />
          <Route path="banners" element={<Banners />} />
          <Route path="staff" element={<Staff />} />
          <Route path="audit-log" element={<AuditLog />} />
          <Route path="reviews" element={<Reviews />} />
          {/* Absolute: a relative target inside the splat route would nest under the unknown path. */}
          <Route path="*" element={<Navigate to={adminPath('dashboard')} replace />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
