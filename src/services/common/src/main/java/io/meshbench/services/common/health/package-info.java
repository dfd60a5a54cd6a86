/** {@code GET /health}, the signal the harness waits for before it starts the next process. */
package io.meshbench.services.common.health;
