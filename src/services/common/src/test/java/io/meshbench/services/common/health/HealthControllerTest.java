package io.meshbench.services.common.health;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.support.StaticListableBeanFactory;
import org.springframework.cloud.client.serviceregistry.AbstractAutoServiceRegistration;
import org.springframework.http.ResponseEntity;

class HealthControllerTest {

    @Test
    void notUpBeforeTheApplicationIsReady() {
        HealthController health = new HealthController(registrations(null));

        assertThat(health.health().getStatusCodeValue()).isEqualTo(503);
        assertThat(health.health().getBody()).isEqualTo("STARTING");
    }

    @Test
    void upOnceReadyWhenThereIsNothingToRegister() {
        HealthController health = new HealthController(registrations(null));
        health.applicationReady();

        ResponseEntity<String> answer = health.health();

        assertThat(answer.getStatusCodeValue()).isEqualTo(200);
        assertThat(answer.getBody()).isEqualTo("UP");
    }

    @Test
    void waitsForTheRegistration() {
        AbstractAutoServiceRegistration<?> registration = mock(AbstractAutoServiceRegistration.class);
        HealthController health = new HealthController(registrations(registration));
        health.applicationReady();

        when(registration.isRunning()).thenReturn(false);
        assertThat(health.health().getBody()).isEqualTo("NOT REGISTERED");

        when(registration.isRunning()).thenReturn(true);
        assertThat(health.health().getBody()).isEqualTo("UP");
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static ObjectProvider<AbstractAutoServiceRegistration<?>> registrations(
            AbstractAutoServiceRegistration<?> registration) {
        StaticListableBeanFactory beans = new StaticListableBeanFactory();
        if (registration != null) {
            beans.addBean("registration", registration);
        }
        return (ObjectProvider) beans.getBeanProvider(AbstractAutoServiceRegistration.class);
    }
}
