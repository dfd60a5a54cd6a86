/** The JSON records passed along the call chain consumer → provider → data (one definition for both ends). */
package io.meshbench.services.common.api;
