/** Outgoing HTTP: a load-balanced RestTemplate with bounded timeouts. */
package io.meshbench.services.common.http;
