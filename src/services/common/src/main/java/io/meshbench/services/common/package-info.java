/**
 * What every service under test shares: the wire records of the call chain ({@code api}), {@code /health}
 * ({@code health}), the service tags and their registration metadata ({@code tags}), and bounded, load-balanced
 * HTTP clients ({@code http}).
 *
 * <p>Apps import {@link io.meshbench.services.common.ServiceBasics} explicitly; nothing here is auto-configured
 * except the tag metadata, which must be in place before Spring binds the discovery properties.
 */
package io.meshbench.services.common;
