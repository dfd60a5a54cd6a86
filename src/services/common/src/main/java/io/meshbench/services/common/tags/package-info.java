/** Service tags ({@code service.meta.version}, {@code service.meta.parameters}) and their registration metadata. */
package io.meshbench.services.common.tags;
